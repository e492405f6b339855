import type { NotificationData } from '@mantine/notifications';
import { BANNER_HIDE_MS } from '@souq/contract/constants';

type Show = (notification: NotificationData) => void;

/**
 * The notifications package loads on the first notification, not with every screen (the login
 * page has a JavaScript budget): until the host has mounted, notifications wait here.
 */
let show: Show | null = null;
let waiting: NotificationData[] = [];
let requested = false;
const listeners = new Set<() => void>();

/** The host calls this once its notifications are on screen; it answers the detach function. */
export function attachNotifications(target: Show): () => void {
  show = target;
  for (const notification of waiting) target(notification);
  waiting = [];
  return () => {
    if (show === target) show = null;
  };
}

/** Whether anything has asked for a notification yet (the host loads only then). */
export function notificationsRequested(): boolean {
  return requested;
}

export function subscribeNotificationRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(notification: NotificationData): void {
  if (show) {
    show(notification);
    return;
  }
  waiting.push(notification);
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/**
 * What the spec calls an alert: an accessible in-app notification (role="alert"), never
 * `window.alert`. Errors stay a little longer than the 3 s banners so they can be read.
 */
export function notifyError(message: string): void {
  notify({ color: 'red', message, autoClose: BANNER_HIDE_MS * 2, withBorder: true });
}

export function notifySuccess(message: string): void {
  notify({ color: 'teal', message, autoClose: BANNER_HIDE_MS, withBorder: true });
}

/** A notification of the caller's making (e.g. one with an Undo button). */
export function notifyWith(notification: NotificationData): void {
  notify(notification);
}
