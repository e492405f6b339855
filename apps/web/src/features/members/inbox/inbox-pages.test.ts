import { describe, expect, it } from 'vitest';
import type { InboxNotification } from '@souq/contract/notifications';
import type { InboxPages } from './api';
import { addToInbox, inboxEntryFromEvent, inboxList } from './inbox-pages';

const entry = (id: string, hour: number): InboxNotification => ({
  _id: id,
  title: `Title ${id}`,
  description: 'Text',
  createdAt: new Date(Date.UTC(2026, 10, 25, hour)),
});
const pages = (...lists: InboxNotification[][]): InboxPages => ({
  pages: lists.map((notifications, index) => ({ notifications, isNext: index < lists.length - 1 })),
  pageParams: lists.map((_, index) => index + 1),
});

describe('the inbox list', () => {
  it('joins the pages newest first, showing a notification repeated by a shifted page once', () => {
    const list = inboxList(pages([entry('d', 13), entry('c', 12)], [entry('c', 12), entry('b', 11)]));
    expect(list.map((item) => item._id)).toEqual(['d', 'c', 'b']);
  });

  it('is empty before anything loaded', () => {
    expect(inboxList(undefined)).toEqual([]);
  });
});

describe('a notification arriving live', () => {
  it('goes first on the first page, once', () => {
    const live = entry('e', 14);
    const once = addToInbox(pages([entry('d', 13)], [entry('c', 12)]), live);
    expect(once?.pages[0]?.notifications.map((item) => item._id)).toEqual(['e', 'd']);
    expect(once?.pages[1]?.notifications.map((item) => item._id)).toEqual(['c']);
    expect(addToInbox(once, live)).toBe(once);
  });

  it('waits for the first load when the inbox has not loaded yet', () => {
    expect(addToInbox(undefined, entry('e', 14))).toBeUndefined();
  });

  it("reads the event's data with its time as a date, or not at all", () => {
    expect(inboxEntryFromEvent({ _id: 'n1', title: 'Hi', description: 'x', createdAt: '2026-11-25T10:00:00.000Z' })).toEqual({
      _id: 'n1',
      title: 'Hi',
      description: 'x',
      createdAt: new Date('2026-11-25T10:00:00.000Z'),
    });
    expect(inboxEntryFromEvent({ _id: 'n1' })).toBeNull();
  });
});
