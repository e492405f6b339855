import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at the highest levels; the
 * server sends them to browsers that accept them (@fastify/static `preCompressed`), so the
 * budgets of docs/performance.md, counted gzipped, are what a browser downloads.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'souq:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const source = await fs.readFile(full);
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gzipAsync(source, { level: 9 }),
          ]);
          // A tiny file can grow when compressed; the server then sends the original.
          if (br.length < source.length) await fs.writeFile(`${full}.br`, br);
          if (gz.length < source.length) await fs.writeFile(`${full}.gz`, gz);
        }),
      );
    },
  };
}
