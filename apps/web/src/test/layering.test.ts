// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint configuration, run on made-up files placed in the web app's folders.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function layeringErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the web app layering rule', () => {
  it('refuses a feature importing another feature, by alias or by a relative path', async () => {
    const page = 'apps/web/src/features/banners/pages/example.tsx';
    expect(await layeringErrors(page, "import { categoryKeys } from '@/features/categories/api';\nexport { categoryKeys };\n")).toEqual([
      expect.stringContaining('A feature does not import another feature'),
    ]);
    expect(await layeringErrors(page, "import { categoryKeys } from '../../categories/api';\nexport { categoryKeys };\n")).toEqual([
      expect.stringContaining('relative path'),
    ]);
    const top = 'apps/web/src/features/banners/example.ts';
    expect(await layeringErrors(top, "import { regionKeys } from '../regions/api';\nexport { regionKeys };\n")).toHaveLength(1);
  });

  it('lets a feature import itself and the shared layers', async () => {
    const page = 'apps/web/src/features/banners/pages/example.tsx';
    const code = [
      "import { bannerKeys } from '../api';",
      "import { bannersQuery } from '@/features/banners/api';",
      "import { ListTable } from '@/components/list-table';",
      "import { selectedCountriesLookup } from '@/queries/lookups';",
      'export { bannerKeys, bannersQuery, ListTable, selectedCountriesLookup };',
      '',
    ].join('\n');
    expect(await layeringErrors(page, code)).toEqual([]);
  });

  it('refuses components/, lib/ and queries/ importing a feature', async () => {
    for (const filePath of ['apps/web/src/components/example.tsx', 'apps/web/src/lib/example.ts', 'apps/web/src/queries/example.ts']) {
      expect(await layeringErrors(filePath, "import { postQuery } from '@/features/posts/api';\nexport { postQuery };\n"), filePath).toHaveLength(1);
    }
    expect(await layeringErrors('apps/web/src/components/example.tsx', "import { x } from '../features/posts/api';\nexport { x };\n")).toHaveLength(1);
  });
});
