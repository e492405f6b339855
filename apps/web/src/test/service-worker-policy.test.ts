// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { shellFiles, workerPolicy } from '../../service-worker';
import type { entriesToEvict, isSavedApiPath } from '../lib/members/saved-copies-policy';

const policyFile = fileURLToPath(new URL('../lib/members/saved-copies-policy.ts', import.meta.url));

describe("the saved copies' policy as the service worker runs it", () => {
  it('is a classic script: no import or export, and its functions work', async () => {
    const script = await workerPolicy(policyFile);
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
    // The worker reads the policy's declarations as globals; so does this function body.
    const policy = new Function(`${script}\nreturn { isSavedApiPath, entriesToEvict, SAVED_AT_HEADER };`)() as {
      isSavedApiPath: typeof isSavedApiPath;
      entriesToEvict: typeof entriesToEvict;
      SAVED_AT_HEADER: string;
    };
    expect(policy.isSavedApiPath('/api/v1/feed')).toBe(true);
    expect(policy.isSavedApiPath('/api/v1/events')).toBe(false);
    expect(policy.entriesToEvict([{ url: '/a', savedAt: 1, bytes: 10 }], { entries: 0, bytes: 0 })).toEqual(['/a']);
    expect(policy.SAVED_AT_HEADER).toBe('x-souq-saved-at');
  });
});

describe("the members' offline shell", () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) =>
    ({ type: 'chunk', fileName, moduleIds, imports, isEntry: false }) as unknown as Rollup.OutputChunk;

  it("holds every members' screen and the notifications, not the console's screens", () => {
    const bundle: Rollup.OutputBundle = {
      'thread.js': chunk('assets/thread.js', ['/app/apps/web/src/features/members/chat/pages/thread-page.tsx'], ['assets/shared.js']),
      'shared.js': chunk('assets/shared.js', ['/app/node_modules/@mantine/core/esm/index.mjs']),
      'outlet.js': chunk('assets/outlet.js', ['/app/apps/web/src/app/notifications-outlet.tsx']),
      'users.js': chunk('assets/users.js', ['/app/apps/web/src/features/console/users/pages/users-page.tsx']),
    };
    expect(shellFiles(bundle)).toEqual(['assets/outlet.js', 'assets/shared.js', 'assets/thread.js']);
  });
});
