import { defineConfig } from 'vitest/config';

/** The two-process run: `npm run scale-out` (needs nginx, PostgreSQL and Redis; see the script). */
export default defineConfig({
  test: {
    name: 'scale-out',
    root: new URL('.', import.meta.url).pathname,
    include: ['*.test.ts'],
    globalSetup: ['setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
