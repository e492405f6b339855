import { useSyncExternalStore } from 'react';

/**
 * The member's in-app inbox as the shell's badge and the inbox screen share it: what a live
 * 'notification' event carries, and when this device last showed the inbox. The inbox API has no
 * read marks, so "new" means newer than the newest notification the member has seen here.
 */

export interface InboxItem {
  _id: string;
  title: string;
  description: string;
  createdAt: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The notification a live event carries, or null when its data is not one. */
export function inboxItemFromEvent(data: Record<string, unknown>): InboxItem | null {
  const { _id, title, description, createdAt } = data;
  if (!isText(_id) || !_id || !isText(title) || !isText(description) || !isText(createdAt) || Number.isNaN(Date.parse(createdAt))) return null;
  return { _id, title, description, createdAt };
}

/** A hand check of GET /api/noti/my-notifications' answer (the shell has no zod: first-screen budget). */
export function isInboxPage(json: unknown): json is { notifications: InboxItem[]; isNext: boolean } {
  if (!json || typeof json !== 'object') return false;
  const { notifications, isNext } = json as Record<string, unknown>;
  return (
    typeof isNext === 'boolean' &&
    Array.isArray(notifications) &&
    notifications.every((item) => item && typeof item === 'object' && inboxItemFromEvent(item as Record<string, unknown>) !== null)
  );
}

/** `item` first in `items`, once (a live event and a reload may both bring it). */
export function prependInboxItem<T extends { _id: string }>(items: readonly T[], item: T): T[] {
  return items.some((existing) => existing._id === item._id) ? [...items] : [item, ...items];
}

/** How many of `items` are newer than `seenAt` (all of them when the inbox was never opened here). */
export function countNewer(items: readonly { createdAt: string }[], seenAt: string | null): number {
  if (!seenAt) return items.length;
  const seen = Date.parse(seenAt);
  return items.filter((item) => Date.parse(item.createdAt) > seen).length;
}

/** The newest `createdAt` of `items`, or null for none. */
export function newestTime(items: readonly { createdAt: string }[]): string | null {
  let newest: string | null = null;
  for (const item of items) if (newest === null || Date.parse(item.createdAt) > Date.parse(newest)) newest = item.createdAt;
  return newest;
}

const storageKey = (memberId: string) => `souq-inbox-seen:${memberId}`;
const listeners = new Set<() => void>();
const memory = new Map<string, string>();

/** When `memberId` last saw their inbox on this device (the newest notification's time then). */
export function inboxSeenAt(memberId: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(memberId)) ?? memory.get(memberId) ?? null;
  } catch {
    return memory.get(memberId) ?? null;
  }
}

/** Records that the inbox showed everything up to `at`; never moves back in time. */
export function markInboxSeen(memberId: string, at: string): void {
  const before = inboxSeenAt(memberId);
  if (before && Date.parse(before) >= Date.parse(at)) return;
  memory.set(memberId, at);
  try {
    window.localStorage.setItem(storageKey(memberId), at);
  } catch {
    // storage unavailable: remembered until the tab closes
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab opened the inbox.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('souq-inbox-seen:')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** `inboxSeenAt` for a screen, re-rendered when the inbox is seen here or in another tab. */
export function useInboxSeenAt(memberId: string | undefined): string | null {
  return useSyncExternalStore(subscribe, () => (memberId ? inboxSeenAt(memberId) : null));
}
