import type { InboxNotification } from '@souq/contract/notifications';
import { inboxItemFromEvent } from '@/lib/members/inbox';
import type { InboxPages } from './api';

/**
 * The inbox's pages as one list, newest first, each notification once: a notification that
 * arrived live moves the server's pages by one, so the next page may repeat the last one shown.
 */
export function inboxList(data: InboxPages | undefined): InboxNotification[] {
  const seen = new Set<string>();
  const list: InboxNotification[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.notifications) {
      if (seen.has(item._id)) continue;
      seen.add(item._id);
      list.push(item);
    }
  }
  return list;
}

/** A live 'notification' event's data as an inbox entry (times as dates, as the route answers), or null. */
export function inboxEntryFromEvent(data: Record<string, unknown>): InboxNotification | null {
  const item = inboxItemFromEvent(data);
  return item ? { ...item, createdAt: new Date(item.createdAt) } : null;
}

/** The pages with `entry` first on the first page, once; unchanged before the first page has loaded. */
export function addToInbox(data: InboxPages | undefined, entry: InboxNotification): InboxPages | undefined {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return data;
  if (data.pages.some((page) => page.notifications.some((item) => item._id === entry._id))) return data;
  return { ...data, pages: [{ ...first, notifications: [entry, ...first.notifications] }, ...rest] };
}
