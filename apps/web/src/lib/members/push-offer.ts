import { useSyncExternalStore } from 'react';

/**
 * Asking for notifications at the right time: after a member did something they will want to hear
 * back about (a first message, a follow, a saved search), never on first load. Kept free of
 * imports beyond React so the shell carries it at no cost; what it draws loads when needed.
 */

/** What this browser can do about Web Push. */
export type PushAvailability =
  /** Can subscribe; the member has not been asked yet. */
  | 'ask'
  | 'granted'
  | 'denied'
  /** Safari on an iPhone or iPad outside a Home Screen app: no PushManager until the app is added. */
  | 'ios-install'
  | 'unsupported';

/** iPadOS calls itself a Mac; its touch screen tells it apart. */
export function isAppleMobile(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  return /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

export function pushAvailability(scope: typeof globalThis = globalThis): PushAvailability {
  const hasPush = 'PushManager' in scope && 'Notification' in scope && 'serviceWorker' in scope.navigator;
  if (!hasPush) return isAppleMobile(scope.navigator) ? 'ios-install' : 'unsupported';
  const permission = scope.Notification.permission;
  return permission === 'granted' ? 'granted' : permission === 'denied' ? 'denied' : 'ask';
}

/** The acts after which notifications are offered. */
export type PushOfferReason = 'message' | 'follow' | 'saved-search';

const OFFERED_KEY = 'souq.push-offered';
let offered: PushOfferReason | null = null;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function offeredBefore(): boolean {
  try {
    return localStorage.getItem(OFFERED_KEY) !== null;
  } catch {
    return true;
  }
}

/**
 * Offers notifications once per browser after a meaningful act, when the browser can have them
 * and the member has not decided yet (on an iPhone outside the Home Screen, the offer explains
 * how to get them instead). Later acts say nothing: the settings screen has the switch.
 */
export function offerPushAfter(reason: PushOfferReason): void {
  const availability = pushAvailability();
  if ((availability !== 'ask' && availability !== 'ios-install') || offeredBefore() || offered) return;
  try {
    localStorage.setItem(OFFERED_KEY, new Date().toISOString());
  } catch {
    // Private browsing without storage: offered this once anyway.
  }
  offered = reason;
  notify();
}

/** Closes the offer. */
export function closePushOffer(): void {
  offered = null;
  notify();
}

/** Why the offer is open, or null while it is closed. */
export function usePushOffer(): PushOfferReason | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => offered,
  );
}
