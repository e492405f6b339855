import { defineConfig } from 'vitest/config';

/**
 * Browser tests: one built product (the real server with its embedded database, serving the
 * built console) for the whole run, driven through Debian's Chromium. Files run one after
 * another so screenshots and timings are not distorted by a second browser on two cores.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A screen reached over a busy machine may take seconds to draw: polls wait up to 10 s, not 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
