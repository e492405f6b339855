import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder, whether running from src/ (tsx) or from the dist/ bundle. */
function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === '@souq/server') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @souq/server package folder');
    dir = parent;
  }
}

const root = serverRoot();
export const migrationsDir = path.join(root, 'drizzle');
/** The build's output (apps/server/build.mjs): the bundles and the PGlite thread's worker. */
export const distDir = path.join(root, 'dist');
/** The built web app; SOUQ_WEB_DIST points elsewhere (development and tests building in parallel). */
export const webDistDir = process.env.SOUQ_WEB_DIST ? path.resolve(process.env.SOUQ_WEB_DIST) : path.resolve(root, '../web/dist');
export const demoAssetsDir = path.join(root, 'assets', 'demo');
