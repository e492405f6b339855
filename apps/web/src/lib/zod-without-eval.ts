import { z } from 'zod';

/**
 * zod 4 speeds objects up with generated code and first probes `new Function('')`; the CSP
 * (script-src 'self', no 'unsafe-eval') blocks it, and the browser files a violation report on
 * every page. Interpreting the schemas instead is fast enough for forms and answers.
 * Imported first by main.tsx, before any schema parses.
 */
z.config({ jitless: true });
