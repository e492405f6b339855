/**
 * Registers the service worker the build writes (/sw.js, service-worker.ts beside vite.config):
 * it keeps the members' app shell for offline starts and never stores API answers. Only built
 * apps register it; the development server would have it serve stale modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    // No offline start, but everything else works: worth a line in the console, not a screen.
    console.warn('The offline shell is not available', error);
  });
}
