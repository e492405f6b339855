import type { ActivityItem } from '@souq/contract/members-activity';
import { ZActivityItem } from '@souq/contract/members-activity';
import type { InboxPages } from './api';

/**
 * The inbox's pages as one list, newest first, each item once: an item that arrived or grew live
 * moves the server's pages, so the next page may repeat one already shown.
 */
export function inboxList(data: InboxPages | undefined): ActivityItem[] {
  const seen = new Set<string>();
  const list: ActivityItem[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item._id)) continue;
      seen.add(item._id);
      list.push(item);
    }
  }
  return list;
}

/** A live `activity` event's item (times as dates, as the route answers), or null when it is not one. */
export function itemFromEvent(data: Record<string, unknown>): ActivityItem | null {
  const parsed = ZActivityItem.safeParse(data.item);
  return parsed.success ? parsed.data : null;
}

/**
 * The pages with `item` first on the first page: an item that grew (a new like joined it) leaves
 * its old place. Unchanged before the first page has loaded.
 */
export function putFirst(data: InboxPages | undefined, item: ActivityItem): InboxPages | undefined {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return data;
  const without = (items: ActivityItem[]) => items.filter((existing) => existing._id !== item._id);
  return { ...data, pages: [{ ...first, items: [item, ...without(first.items)] }, ...rest.map((page) => ({ ...page, items: without(page.items) }))] };
}
