import { describe, expect, it } from 'vitest';
import { unreadOf } from './inbox';

describe("the bell's unread count", () => {
  it('reads the count of the unread-count answer and of an activity event', () => {
    expect(unreadOf({ unread: 0 })).toBe(0);
    expect(unreadOf({ unread: 100, item: { _id: 'a1' } })).toBe(100);
  });

  it('refuses what is not a count', () => {
    for (const value of [null, 'x', {}, { unread: -1 }, { unread: 1.5 }, { unread: '3' }]) expect(unreadOf(value)).toBeNull();
  });
});
