import fs from 'node:fs';
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
    index: 'index.html',
    wildcard: false,
    setHeaders: (res, file) => {
      // Hashed assets never change; index.html must always be fresh.
      res.header('Cache-Control', file.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
});
