// The members' web app shell, for starting offline. The build (service-worker.ts
// beside vite.config.ts) writes this file to dist/sw.js with `SHELL` defined above it: the
// build's version and the files of the shell (index.html, the members' chunks, the manifest
// and icons). API answers and uploaded media are never stored: they pass straight through.
/* global SHELL */

const PREFIX = 'souq-shell-';
const CACHE = `${PREFIX}${SHELL.version}`;
const SHELL_FILES = new Set(SHELL.files);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL.files))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) return;

  if (request.mode === 'navigate') {
    // The network first, so a new build's page names its new files; offline, the stored page.
    event.respondWith(
      fetch(request).catch(() =>
        caches
          .open(CACHE)
          .then((cache) => cache.match('/'))
          .then((page) => page ?? Response.error()),
      ),
    );
    return;
  }
  if (SHELL_FILES.has(url.pathname)) {
    // Hashed files never change, and the others change with the build (and this worker's version).
    event.respondWith(
      caches
        .open(CACHE)
        .then((cache) => cache.match(request))
        .then((stored) => stored ?? fetch(request)),
    );
  }
});
