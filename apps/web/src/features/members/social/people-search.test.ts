import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { PeopleList } from '@souq/contract/members-account';
import { exploreSearchText, withFollowState } from './people-search';

describe('exploreSearchText', () => {
  it('is the trimmed text, or undefined when blank', () => {
    expect(exploreSearchText('  أحمد محمد ')).toBe('أحمد محمد');
    expect(exploreSearchText('   ')).toBeUndefined();
    expect(exploreSearchText(null)).toBeUndefined();
    expect(exploreSearchText(undefined)).toBeUndefined();
  });

  it('keeps at most the 100 characters the server accepts', () => {
    expect(exploreSearchText('ا'.repeat(150))).toHaveLength(100);
    expect(exploreSearchText(`${'ا'.repeat(99)} ب`)).toBe('ا'.repeat(99));
  });
});

describe('withFollowState', () => {
  const person = (id: string, followedByMe: boolean) => ({ _id: id, name: `Person ${id}`, photo: null, followedByMe });
  const data: InfiniteData<PeopleList> = {
    pages: [
      { users: [person('a', false), person('b', true)], nextCursor: 'c1' },
      { users: [person('c', false)], nextCursor: null },
    ],
    pageParams: [undefined, 'c1'],
  };

  it('changes only that member, on whichever page they are', () => {
    const followed = withFollowState(data, 'c', true);
    expect(followed?.pages.map((page) => page.users.map((u) => [u._id, u.followedByMe]))).toEqual([
      [
        ['a', false],
        ['b', true],
      ],
      [['c', true]],
    ]);
    expect(withFollowState(data, 'b', false)?.pages[0]?.users[1]?.followedByMe).toBe(false);
    expect(data.pages[1]?.users[0]?.followedByMe).toBe(false);
  });

  it('leaves nothing loaded as it is', () => {
    expect(withFollowState(undefined, 'a', true)).toBeUndefined();
  });
});
