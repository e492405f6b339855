import { afterEach, describe, expect, it } from 'vitest';
import { countNewer, inboxItemFromEvent, inboxSeenAt, isInboxPage, markInboxSeen, newestTime, prependInboxItem } from './inbox';

const item = (id: string, createdAt: string) => ({ _id: id, title: `Title ${id}`, description: 'Text', createdAt });

describe("a live 'notification' event", () => {
  it('reads as an inbox item when it carries an id, a title, a text and a time', () => {
    expect(inboxItemFromEvent({ _id: 'n1', title: 'Hello', description: 'Welcome', createdAt: '2026-11-25T10:00:00.000Z', extra: 1 })).toEqual({
      _id: 'n1',
      title: 'Hello',
      description: 'Welcome',
      createdAt: '2026-11-25T10:00:00.000Z',
    });
  });

  it('is ignored when a field is missing, of the wrong type, or the time is not a time', () => {
    expect(inboxItemFromEvent({ title: 'Hello', description: 'x', createdAt: '2026-11-25T10:00:00.000Z' })).toBeNull();
    expect(inboxItemFromEvent({ _id: '', title: 'Hello', description: 'x', createdAt: '2026-11-25T10:00:00.000Z' })).toBeNull();
    expect(inboxItemFromEvent({ _id: 'n1', title: 3, description: 'x', createdAt: '2026-11-25T10:00:00.000Z' })).toBeNull();
    expect(inboxItemFromEvent({ _id: 'n1', title: 'Hello', description: 'x', createdAt: 'yesterday' })).toBeNull();
  });
});

describe('the hand check of the inbox answer', () => {
  it('accepts a page of notifications and refuses anything else', () => {
    expect(isInboxPage({ notifications: [item('a', '2026-11-25T10:00:00.000Z')], isNext: false })).toBe(true);
    expect(isInboxPage({ notifications: [], isNext: true })).toBe(true);
    expect(isInboxPage({ notifications: [{ _id: 'a' }], isNext: false })).toBe(false);
    expect(isInboxPage({ notifications: [] })).toBe(false);
    expect(isInboxPage(null)).toBe(false);
    expect(isInboxPage([])).toBe(false);
  });
});

describe('counting new notifications', () => {
  const items = [item('c', '2026-11-25T12:00:00.000Z'), item('b', '2026-11-25T11:00:00.000Z'), item('a', '2026-11-25T10:00:00.000Z')];

  it('counts those newer than the last time the inbox was seen', () => {
    expect(countNewer(items, '2026-11-25T10:30:00.000Z')).toBe(2);
    expect(countNewer(items, '2026-11-25T12:00:00.000Z')).toBe(0);
  });

  it('counts all of them when the inbox was never opened on this device', () => {
    expect(countNewer(items, null)).toBe(3);
  });

  it('finds the newest time whatever the order', () => {
    expect(newestTime([items[2]!, items[0]!, items[1]!])).toBe('2026-11-25T12:00:00.000Z');
    expect(newestTime([])).toBeNull();
  });

  it('puts a live notification first, once', () => {
    const live = item('d', '2026-11-25T13:00:00.000Z');
    expect(prependInboxItem(items, live).map((i) => i._id)).toEqual(['d', 'c', 'b', 'a']);
    expect(prependInboxItem([live, ...items], live).map((i) => i._id)).toEqual(['d', 'c', 'b', 'a']);
  });
});

describe('when the inbox was seen', () => {
  afterEach(() => window.localStorage.clear());

  it('is kept per member on this device and never moves back in time', () => {
    expect(inboxSeenAt('m1')).toBeNull();
    markInboxSeen('m1', '2026-11-25T12:00:00.000Z');
    markInboxSeen('m1', '2026-11-25T11:00:00.000Z');
    expect(inboxSeenAt('m1')).toBe('2026-11-25T12:00:00.000Z');
    expect(inboxSeenAt('m2')).toBeNull();
    markInboxSeen('m1', '2026-11-25T13:00:00.000Z');
    expect(inboxSeenAt('m1')).toBe('2026-11-25T13:00:00.000Z');
  });
});
