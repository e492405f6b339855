// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunkCycle } from '../../chunk-cycles';

describe('chunks that import one another fail the build', () => {
  it('finds a loop of static imports, however long', () => {
    expect(
      chunkCycle([
        { fileName: 'a.js', imports: ['b.js'] },
        { fileName: 'b.js', imports: ['a.js'] },
      ]),
    ).toEqual(['a.js', 'b.js', 'a.js']);
    expect(
      chunkCycle([
        { fileName: 'index.js', imports: ['core.js'] },
        { fileName: 'first-listings.js', imports: ['core.js', 'first-home.js'] },
        { fileName: 'first-home.js', imports: ['core.js', 'first-home-lib.js'] },
        { fileName: 'first-home-lib.js', imports: ['first-listings.js'] },
        { fileName: 'core.js', imports: [] },
      ]),
    ).toEqual(['first-listings.js', 'first-home.js', 'first-home-lib.js', 'first-listings.js']);
  });

  it('passes a graph where files share imports without a loop', () => {
    expect(
      chunkCycle([
        { fileName: 'index.js', imports: ['core.js', 'first-home.js'] },
        { fileName: 'first-home.js', imports: ['core.js', 'lib-zod.js'] },
        { fileName: 'first-listings.js', imports: ['core.js', 'first-home.js', 'lib-zod.js'] },
        { fileName: 'lib-zod.js', imports: [] },
        { fileName: 'core.js', imports: [] },
      ]),
    ).toBeUndefined();
  });
});
