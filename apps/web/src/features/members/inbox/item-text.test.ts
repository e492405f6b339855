import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '@souq/contract/members-activity';
import { itemTarget, NAME_MARK, REASON_MARK, sentenceParts } from './item-text';

const item = (overrides: Partial<ActivityItem>): ActivityItem => ({
  _id: 'i1',
  kind: 'like',
  actors: [{ _id: 'u1', name: 'Sara', photo: null }],
  actorCount: 1,
  subject: { type: 'post', _id: 'p1' },
  preview: null,
  decision: null,
  title: null,
  description: null,
  createdAt: new Date('2026-11-25T10:00:00.000Z'),
  read: false,
  ...overrides,
});

describe("an item's sentence", () => {
  it("puts the name and the reason where the translation placed them, in either language's order", () => {
    expect(sentenceParts(`${NAME_MARK} liked your post`, { name: 'Sara' })).toEqual([{ name: 'Sara' }, { text: ' liked your post' }]);
    expect(sentenceParts(`أُعجب ${NAME_MARK} بمنشورك`, { name: 'سارة' })).toEqual([{ text: 'أُعجب ' }, { name: 'سارة' }, { text: ' بمنشورك' }]);
    expect(sentenceParts(`Your listing was disallowed: ${REASON_MARK}`, { reason: 'Fake photos' })).toEqual([
      { text: 'Your listing was disallowed: ' },
      { reason: 'Fake photos' },
    ]);
  });
});

describe('where an item opens', () => {
  it("opens the post, the follower's profile, the listing, and nothing for a hidden post or a team message", () => {
    expect(itemTarget(item({}))).toBe('/app/posts/p1');
    expect(itemTarget(item({ kind: 'mention' }))).toBe('/app/posts/p1');
    expect(itemTarget(item({ kind: 'follow', subject: { type: 'user', _id: 'u1' } }))).toBe('/app/members/u1');
    expect(itemTarget(item({ kind: 'moderation', actors: [], subject: { type: 'listing', _id: 'l1' } }))).toBe('/app/classifieds/l1');
    expect(itemTarget(item({ kind: 'moderation', actors: [], subject: { type: 'post', _id: 'p1' } }))).toBeNull();
    expect(itemTarget(item({ kind: 'team', actors: [], subject: null }))).toBeNull();
  });

  it("opens a saved search's alert as its search, and a favourite's price drop or sale as the listing", () => {
    expect(itemTarget(item({ kind: 'saved_search', actors: [], subject: { type: 'saved_search', _id: 's1' } }))).toBe('/app/saved-searches/s1');
    expect(itemTarget(item({ kind: 'price_drop', actors: [], subject: { type: 'listing', _id: 'l1' } }))).toBe('/app/classifieds/l1');
    expect(itemTarget(item({ kind: 'favourite_sold', actors: [], subject: { type: 'listing', _id: 'l1' } }))).toBe('/app/classifieds/l1');
  });
});
