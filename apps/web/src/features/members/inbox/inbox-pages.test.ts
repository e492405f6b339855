import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '@souq/contract/members-activity';
import type { InboxPages } from './api';
import { inboxList, itemFromEvent, putFirst } from './inbox-pages';

const entry = (id: string, hour: number, actorCount = 1): ActivityItem => ({
  _id: id,
  kind: 'like',
  actors: [{ _id: 'u1', name: 'Sara', photo: null }],
  actorCount,
  subject: { type: 'post', _id: 'p1' },
  preview: null,
  decision: null,
  title: null,
  description: null,
  createdAt: new Date(Date.UTC(2026, 10, 25, hour)),
  read: false,
});
const pages = (...lists: ActivityItem[][]): InboxPages => ({
  pages: lists.map((items, index) => ({ items, nextCursor: index < lists.length - 1 ? `c${index}` : null, unread: 0 })),
  pageParams: lists.map((_, index) => (index === 0 ? undefined : `c${index - 1}`)),
});

describe('the inbox list', () => {
  it('joins the pages newest first, showing an item repeated by a shifted page once', () => {
    expect(inboxList(pages([entry('d', 13), entry('c', 12)], [entry('c', 12), entry('b', 11)])).map((item) => item._id)).toEqual(['d', 'c', 'b']);
    expect(inboxList(undefined)).toEqual([]);
  });
});

describe('an item arriving or growing live', () => {
  it('goes first, leaving its older place', () => {
    const grown = entry('b', 14, 2);
    const next = putFirst(pages([entry('d', 13)], [entry('b', 11)]), grown);
    expect(next?.pages[0]?.items.map((item) => [item._id, item.actorCount])).toEqual([
      ['b', 2],
      ['d', 1],
    ]);
    expect(next?.pages[1]?.items).toEqual([]);
    expect(putFirst(undefined, grown)).toBeUndefined();
  });

  it("reads the event's item with its time as a date, or not at all", () => {
    const item = itemFromEvent({ item: { ...entry('a', 10), createdAt: '2026-11-25T10:00:00.000Z' }, unread: 1 });
    expect(item?.createdAt).toEqual(new Date('2026-11-25T10:00:00.000Z'));
    expect(itemFromEvent({ item: { _id: 'a' } })).toBeNull();
    expect(itemFromEvent({})).toBeNull();
  });
});
