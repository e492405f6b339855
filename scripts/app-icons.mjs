#!/usr/bin/env node
// Draws the web app's install icons (apps/web/public/icons/*.png) from the Souq mark with sharp,
// which the server already depends on: `node scripts/app-icons.mjs`. The PNGs are committed; run
// this again only when the mark changes.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'apps/web/public/icons');
const BRAND = '#0b7a75';

// The bag of apps/web/public/favicon.svg, without its rounded tile.
const bag =
  '<path d="M18 26h28l-3 22a4 4 0 0 1-4 3.5H25a4 4 0 0 1-4-3.5z" fill="#fff"/>' +
  '<path d="M25 26v-4a7 7 0 0 1 14 0v4" fill="none" stroke="#f4b942" stroke-width="4" stroke-linecap="round"/>';

/** The rounded tile as the favicon draws it: for browsers that show the icon as it is. */
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND}"/>${bag}</svg>`;
/**
 * Full bleed, the bag inside the middle 80 % circle: for launchers that cut their own shape
 * (maskable) and for iOS, which rounds the corners itself and shows transparency as black.
 */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -33.5)">${bag}</g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: tile, size: 192 },
  { file: 'icon-512.png', svg: tile, size: 512 },
  { file: 'maskable-512.png', svg: fullBleed(0.78), size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed(0.9), size: 180 },
];

fs.mkdirSync(out, { recursive: true });
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));
  console.log(`${file} ${size}x${size} ${fs.statSync(path.join(out, file)).size} bytes`);
}
