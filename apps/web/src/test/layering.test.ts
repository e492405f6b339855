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
    const page = 'apps/web/src/features/console/banners/pages/example.tsx';
    expect(await layeringErrors(page, "import { categoryKeys } from '@/features/console/categories/api';\nexport { categoryKeys };\n")).toEqual([
      expect.stringContaining('A feature does not import another feature'),
    ]);
    expect(await layeringErrors(page, "import { categoryKeys } from '../../categories/api';\nexport { categoryKeys };\n")).toEqual([
      expect.stringContaining('relative path'),
    ]);
    const top = 'apps/web/src/features/console/banners/example.ts';
    expect(await layeringErrors(top, "import { regionKeys } from '../regions/api';\nexport { regionKeys };\n")).toHaveLength(1);
  });

  it('lets a feature import itself and the shared layers', async () => {
    const page = 'apps/web/src/features/console/banners/pages/example.tsx';
    const code = [
      "import { bannerKeys } from '../api';",
      "import { bannersQuery } from '@/features/console/banners/api';",
      "import { ListTable } from '@/components/console/list-table';",
      "import { selectedCountriesLookup } from '@/queries/lookups';",
      'export { bannerKeys, bannersQuery, ListTable, selectedCountriesLookup };',
      '',
    ].join('\n');
    expect(await layeringErrors(page, code)).toEqual([]);
  });

  it('refuses components/, lib/ and queries/ importing a feature', async () => {
    for (const filePath of ['apps/web/src/components/example.tsx', 'apps/web/src/lib/example.ts', 'apps/web/src/queries/example.ts']) {
      expect(await layeringErrors(filePath, "import { postQuery } from '@/features/console/posts/api';\nexport { postQuery };\n"), filePath).toHaveLength(1);
    }
    expect(await layeringErrors('apps/web/src/components/example.tsx', "import { x } from '../features/console/posts/api';\nexport { x };\n")).toHaveLength(1);
  });
});

describe('the wall between the two apps', () => {
  const wall = expect.stringContaining("Members' code does not import the console's");
  const reverse = expect.stringContaining("The console's code does not import the members' app's");

  it("refuses a members' file importing the console's code, by alias or by a relative path", async () => {
    const page = 'apps/web/src/features/members/market/pages/example.tsx';
    for (const target of ['@/lib/console/session', '@/i18n/console/messages', '@/components/console/list-table']) {
      expect(await layeringErrors(page, `import { x } from '${target}';\nexport { x };\n`), target).toEqual([wall]);
    }
    expect(await layeringErrors('apps/web/src/lib/members/example.ts', "import { getSession } from '../console/session';\nexport { getSession };\n")).toEqual([
      wall,
    ]);
    expect(
      await layeringErrors('apps/web/src/components/members/example.tsx', "import { x } from '@/features/console/posts/api';\nexport { x };\n"),
    ).toContainEqual(wall);
    expect(await layeringErrors('apps/web/src/app/layouts/members-example.tsx', "import { paths } from '@/lib/console/paths';\nexport { paths };\n")).toEqual([
      wall,
    ]);
  });

  it("refuses a console file importing the members' code", async () => {
    const page = 'apps/web/src/features/console/users/pages/example.tsx';
    expect(await layeringErrors(page, "import { memberPaths } from '@/lib/members/paths';\nexport { memberPaths };\n")).toEqual([reverse]);
    expect(await layeringErrors('apps/web/src/i18n/console/example.ts', "import { marketEn } from '../members/market.en';\nexport { marketEn };\n")).toEqual([
      reverse,
    ]);
  });

  it('lets both apps import the shared layers', async () => {
    const code = [
      "import { callRoute } from '@/lib/api-client';",
      "import { TextField } from '@/components/form/text-field';",
      "import { currentLanguage } from '@/i18n/i18n';",
      'export { callRoute, TextField, currentLanguage };',
      '',
    ].join('\n');
    expect(await layeringErrors('apps/web/src/features/members/market/pages/example.tsx', code)).toEqual([]);
    expect(await layeringErrors('apps/web/src/features/console/users/pages/example.tsx', code)).toEqual([]);
  });
});
