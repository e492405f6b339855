import { useSyncExternalStore } from 'react';
import { SAVED_COPIES_PREFIX, savedAtOf } from './saved-copies-policy';

/**
 * Whether the members' screens show saved copies: the service worker answers a read from its
 * saved copy when the network fails and marks it (saved-copies-policy.ts), and the API client
 * hands every answer here. The latest answer decides, so the first fresh one after the network
 * returns takes the mark away.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let shownSavedAt: number | null = null;

/** Notes where an answer came from: a saved copy (when it was saved) or the network. */
export function noteAnswer(response: Response): void {
  const savedAt = savedAtOf(response.headers);
  if (savedAt === shownSavedAt) return;
  shownSavedAt = savedAt;
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => shownSavedAt;

/** When the saved copy on screen was saved, or null while the screens read the network. */
export function useSavedCopyTime(): number | null {
  return useSyncExternalStore(subscribe, current, current);
}

/**
 * Deletes every saved copy on this device (Log out, an ended session): the next member on the
 * device never reads them. The worker also drops another login's copies on its first read.
 */
export async function forgetSavedCopies(): Promise<void> {
  noteAnswer(new Response());
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(SAVED_COPIES_PREFIX)).map((name) => caches.delete(name)));
  } catch {
    // Storage refused (a private window): nothing was saved either.
  }
}
