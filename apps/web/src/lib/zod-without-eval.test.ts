// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('turns zod’s generated code off before zod loads, through zod’s own configuration', async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // A schema built afterwards parses without generating code.
    expect(z.object({ a: z.string() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x' });
  });
});
