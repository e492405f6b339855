/**
 * zod 4 speeds objects up with generated code and first probes `new Function('')`; the CSP
 * (script-src 'self', no 'unsafe-eval') blocks it, and the browser files a violation report on
 * every page. Interpreting the schemas instead is fast enough for forms and answers.
 * Imported first by main.tsx, before any schema is built.
 *
 * This is `z.config({ jitless: true })` without importing zod: zod keeps its configuration in
 * `globalThis.__zod_globalConfig` (creating it only when absent), and importing zod here put a
 * part of it (4 KB gzipped) into the entry every screen loads, the login pages included, which
 * use no schema. zod-without-eval.test.ts holds zod to it.
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
