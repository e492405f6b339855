import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { transformWithOxc, type Plugin, type Rollup } from 'vite';

/**
 * The members' web app's modules: their chunks, and what those import, make the offline shell.
 * The notifications' outlet loads on the first notification, which offline is a refusal to say.
 */
const MEMBERS_MODULE = /\/src\/(features\/members\/|app\/layouts\/members-|app\/pages\/members-|app\/notifications-outlet|components\/members\/|i18n\/)/;

/** Files of public/ the shell needs: the installed app's manifest and icons. */
const PUBLIC_FILES = ['/', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png'];

/**
 * The files of the members' app shell in a build: the entry with its static imports, and every
 * chunk holding a members' module with its static imports and CSS. The console's chunks are
 * left out (staff are online).
 */
export function shellFiles(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const add = (chunk: Rollup.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    const css = (chunk as Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss;
    for (const file of css ?? []) files.add(file);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) add(next);
    }
  };
  for (const chunk of chunks) {
    if (chunk.isEntry || chunk.moduleIds.some((id) => MEMBERS_MODULE.test(id.replaceAll('\\', '/')))) add(chunk);
  }
  return [...files].sort();
}

/**
 * The saved copies' policy (src/lib/members/saved-copies-policy.ts), which the app imports too,
 * as plain script for the worker: types stripped, `export` dropped. A classic worker script has
 * no modules (a module worker is not in every browser the members use), so the file may import
 * nothing, which this checks.
 */
export async function workerPolicy(file: string): Promise<string> {
  const { code } = await transformWithOxc(fs.readFileSync(file, 'utf8'), path.basename(file), { lang: 'ts' });
  const script = code.replace(/^export (?=const |function )/gm, '');
  if (/^\s*(import|export)\b/m.test(script)) throw new Error(`${file} must neither import nor re-export: it runs as a classic worker script`);
  return script;
}

/**
 * Writes dist/sw.js from service-worker/sw.js, preceded by the shell's file list and a version
 * that changes whenever a file of the shell does (their names carry content hashes), so a new
 * build installs a new worker and drops the old shell, and by the saved copies' policy.
 */
export function serviceWorker(): Plugin {
  const source = path.resolve(import.meta.dirname, 'service-worker/sw.js');
  const policy = path.resolve(import.meta.dirname, 'src/lib/members/saved-copies-policy.ts');
  return {
    name: 'souq:service-worker',
    apply: 'build',
    // After Vite has written index.html into the bundle.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const page = index && index.type === 'asset' ? String(index.source) : '';
      const files = [...PUBLIC_FILES, ...shellFiles(bundle).map((file) => `/${file}`)];
      const version = createHash('sha256').update(files.join('\n')).update(page).digest('hex').slice(0, 16);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const SHELL = ${JSON.stringify({ version, files })};\n${await workerPolicy(policy)}\n${fs.readFileSync(source, 'utf8')}`,
      });
    },
  };
}
