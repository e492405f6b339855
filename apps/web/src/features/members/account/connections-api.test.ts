import { describe, expect, it } from 'vitest';
import { withoutMember } from './connections-api';

const user = (id: string) => ({ _id: id, name: `Member ${id}`, photo: null, blockedAt: new Date('2026-11-25T10:00:00.000Z') });

describe('the blocked list after an unblock', () => {
  it('loses that member on whichever page, keeping the cursors', () => {
    const data = {
      pages: [
        { users: [user('a'), user('b')], nextCursor: 'next' },
        { users: [user('c')], nextCursor: null },
      ],
      pageParams: ['', 'next'],
    };
    const after = withoutMember(data, 'c');
    expect(after?.pages.map((page) => page.users.map((u) => u._id))).toEqual([['a', 'b'], []]);
    expect(after?.pages.map((page) => page.nextCursor)).toEqual(['next', null]);
    expect(after?.pageParams).toEqual(['', 'next']);
  });

  it('is nothing when nothing is loaded', () => {
    expect(withoutMember(undefined, 'a')).toBeUndefined();
  });
});
