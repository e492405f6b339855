import type { Plugin } from 'vite';

/** A chunk as the build's graph gives it: its file and the files it imports statically. */
export interface ChunkImports {
  fileName: string;
  imports: readonly string[];
}

/**
 * The first loop of static imports among the chunks (`a.js`, `b.js`, `a.js`), or undefined. Two
 * chunks that import each other evaluate one before the other's bindings are set: the grouping of
 * the first screens once made Mantine's theme read before it was defined, and no screen rendered.
 */
export function chunkCycle(chunks: readonly ChunkImports[]): string[] | undefined {
  const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string): string[] | undefined => {
    if (onPath.has(file)) return [...path.slice(path.indexOf(file)), file];
    if (done.has(file)) return undefined;
    onPath.add(file);
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
    return undefined;
  };
  for (const chunk of chunks) {
    const cycle = visit(chunk.fileName);
    if (cycle) return cycle;
  }
  return undefined;
}

/** Fails the build when two chunks import each other, rather than ship a blank screen. */
export function noChunkCycles(): Plugin {
  return {
    name: 'souq:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [{ fileName: item.fileName, imports: item.imports }] : []));
      const cycle = chunkCycle(chunks);
      if (cycle) this.error(`these chunks import one another (first-screen-chunks.ts groups them): ${cycle.join(' -> ')}`);
    },
  };
}
