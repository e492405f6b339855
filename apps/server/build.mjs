// Bundles the server and CLI into dist/ with esbuild: workspace code (the contract) is inlined,
// npm packages stay external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@souq/'));

await build({
  // The bench's bare baseline ships in dist too, so `npm run bench` needs only the build.
  // Named entries keep dist/server.js, dist/cli.js and dist/bench/bare-server.js where the
  // scripts look for them although the bench lives outside src/.
  // The PGlite thread's worker (PGLITE_THREAD=on) is an entry of its own: src/db/pglite-thread.ts
  // starts dist/pglite-thread-worker.js.
  entryPoints: {
    server: 'src/server.ts',
    cli: 'src/cli.ts',
    'bench/bare-server': 'bench/bare-server.ts',
    'pglite-thread-worker': 'src/db/pglite-thread-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
