import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Serves the built console and public pages (hash-routed: one index.html) when they exist. */
export const webPlugin = fp<{ root: string }>(async (app, { root }) => {
  if (!fs.existsSync(`${root}/index.html`)) {
    app.log.warn({ root }, 'web build not found: run `npm run build` to serve the console');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // An array: with preCompressed, @fastify/static finds the index of '/' only in one.
    index: ['index.html'],
    wildcard: false,
    // The web build writes .br and .gz beside each file: sent to browsers that accept them.
    preCompressed: true,
    setHeaders: (res, file) => {
      // Hashed assets (assets/, names carry a content hash) never change; every other file keeps
      // its name across builds and must be checked each time: index.html, the members' service
      // worker (sw.js) and web app manifest, the icons.
      const hashed = path.relative(root, file).split(path.sep)[0] === 'assets';
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
});
