#!/usr/bin/env node
// Reports the gzipped JavaScript each console route loads, from the Vite manifest of a build:
//   node scripts/bundle-size.mjs [path/to/web/dist]
// The login route loads the entry chunk plus the login page's chunk and their static imports;
// "whole console" is every JavaScript file of the build.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: build the web app first (npm run build)`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));

const gzipSize = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The JavaScript files a chunk loads before it runs: itself and its static imports. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSize(f), 0);

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const routes = Object.keys(manifest)
  .filter((key) => /\/pages\/[^/]+\.tsx$/.test(key) || key.endsWith('console-layout.tsx'))
  .sort();

const rows = [];
const entryFiles = closure(entry);
for (const key of routes) {
  const files = closure(key, new Set(entryFiles));
  // Console pages also need the layout around them.
  if (key.includes('/features/') && !key.includes('/auth/') && !key.includes('/public/')) {
    const layout = Object.keys(manifest).find((k) => k.endsWith('console-layout.tsx'));
    if (layout) closure(layout, files);
  }
  rows.push([key.replace(/^src\//, ''), total(files)]);
}
const allJs = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);

console.log(`entry (index.html): ${kb(total(entryFiles))} gzipped JavaScript`);
for (const [name, bytes] of rows) console.log(`${name.padEnd(60)} ${kb(bytes).padStart(10)}`);
console.log(`${'whole console (every JavaScript file)'.padEnd(60)} ${kb(total(allJs)).padStart(10)}`);
