// The members' web app shell, for starting offline, and saved copies of what a member read,
// for reading it again offline. The build (service-worker.ts beside vite.config.ts) writes this
// file to dist/sw.js with `SHELL` defined above it (the build's version and the files of the
// shell: index.html, the members' chunks, the manifest and icons) and the saved copies' policy
// (src/lib/members/saved-copies-policy.ts: which reads, the cap, the headers).
/* global SHELL, SAVED_COPIES_PREFIX, SAVED_AT_HEADER, SAVED_BYTES_HEADER, isSavedApiPath, isSavedMediaPath, savedCopiesCacheName, bearerToken, entriesToEvict */

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
      // A page's request leaves while the worker starts, not after (a slow phone takes a tenth of
      // a second or more to start it).
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isSavedApiPath(url.pathname)) {
    const token = bearerToken(request.headers.get('Authorization'));
    // Only a member's own reads: a copy is served to the same login that fetched it.
    if (token) event.respondWith(networkFirst(event, request, cacheOfLogin(token)));
    return;
  }
  if (isSavedMediaPath(url.pathname)) {
    event.respondWith(networkFirst(event, request, currentLoginCache()));
    return;
  }
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) return;

  if (request.mode === 'navigate') {
    // The network first, so a new build's page names its new files; offline, the stored page.
    event.respondWith(
      Promise.resolve(event.preloadResponse)
        .then((preloaded) => preloaded ?? fetch(request))
        .catch(() =>
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

/**
 * The cache of the login whose bearer token this is, by the token's SHA-256: whoever holds the
 * token could fetch the answers anyway, and nobody else ever reads them. Another login's copies
 * (another member on this device, or this member's earlier session) are deleted then, so at most
 * one login's copies exist at a time.
 */
async function cacheOfLogin(token) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const hash = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const name = savedCopiesCacheName(hash);
  const names = await caches.keys();
  await Promise.all(names.filter((key) => key.startsWith(SAVED_COPIES_PREFIX) && key !== name).map((key) => caches.delete(key)));
  await caches.open(name);
  return name;
}

/** A photo's request carries no token: it joins the signed-in login's copies, if any. */
async function currentLoginCache() {
  const names = await caches.keys();
  return names.find((key) => key.startsWith(SAVED_COPIES_PREFIX)) ?? null;
}

/**
 * The network's answer, a copy of which is saved when it is a full success; when the network
 * fails, the saved copy, which carries SAVED_AT_HEADER so the app can say it is one.
 */
async function networkFirst(event, request, cacheName) {
  try {
    const response = await fetch(request);
    if (response.status === 200 && !response.headers.get('Cache-Control')?.includes('no-store')) {
      // The page gets the answer at once; the copy is saved beside it, once the login's cache is
      // known (finding it reads and may clear the cache storage, which a busy start makes slow).
      const copy = response.clone();
      event.waitUntil(Promise.resolve(cacheName).then((name) => (name ? save(name, request, copy) : undefined)));
    }
    return response;
  } catch (error) {
    const name = await cacheName;
    const saved = name ? await caches.open(name).then((cache) => cache.match(request, { ignoreVary: true })) : undefined;
    if (saved) return saved;
    throw error;
  }
}

// One save (and its eviction) at a time, so two never count the same entries.
let saving = Promise.resolve();

function save(name, request, response) {
  saving = saving.then(() => store(name, request, response)).catch(() => undefined);
  return saving;
}

async function store(name, request, response) {
  // The login ended while the answer travelled (Log out deleted its cache): save nothing.
  if (!(await caches.has(name))) return;
  const body = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(Date.now()));
  headers.set(SAVED_BYTES_HEADER, String(body.byteLength));
  const cache = await caches.open(name);
  await cache.put(request.url, new Response(body, { status: response.status, statusText: response.statusText, headers }));
  await evict(cache);
}

/** Keeps the login's copies within the cap, the oldest going first. */
async function evict(cache) {
  const keys = await cache.keys();
  const entries = await Promise.all(
    keys.map(async (key) => {
      const stored = await cache.match(key);
      return {
        url: key.url,
        savedAt: Number(stored?.headers.get(SAVED_AT_HEADER)) || 0,
        bytes: Number(stored?.headers.get(SAVED_BYTES_HEADER)) || 0,
      };
    }),
  );
  await Promise.all(entriesToEvict(entries).map((url) => cache.delete(url)));
}

// Web Push: the server sends {title, body, icon, url, tag, data}, already in the member's words
// (modules/web-push/web-push-transport.ts on the server). A message that cannot be read still
// shows something: a push that shows nothing makes the browser say so itself, or stop pushes.
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Souq';
  const url = typeof message.url === 'string' ? message.url : '/#/app/notifications';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: typeof message.icon === 'string' ? message.icon : '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      // Arabic and English alike: the text decides its own direction.
      dir: 'auto',
      data: { url, ...(message.data && typeof message.data === 'object' ? message.data : {}) },
    }),
  );
});

/** Only this site's own screens open from a notification. */
function screenOf(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : '/#/app/notifications', self.location.origin);
    return target.origin === self.location.origin ? target.href : `${self.location.origin}/#/app/notifications`;
  } catch {
    return `${self.location.origin}/#/app/notifications`;
  }
}

/** Opens `target` in the app's open window (brought to the front), else in a new one. */
async function openScreen(target) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    const moved = await open.navigate(target).catch(() => null);
    await open.focus().catch(() => undefined);
    if (moved) return;
  }
  await self.clients.openWindow(target);
}

// A tap opens the screen the push is about: in an open window of the app when there is one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const opening = openScreen(screenOf(event.notification.data && event.notification.data.url));
  // Only the browser's own events may extend their lifetime; the work runs either way.
  try {
    event.waitUntil(opening);
  } catch {
    opening.catch(() => undefined);
  }
});
