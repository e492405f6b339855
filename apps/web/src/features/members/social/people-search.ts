import type { InfiniteData } from '@tanstack/react-query';
import { MEMBER_SEARCH_MAX } from '@souq/contract/constants';
import type { PeopleList } from '@souq/contract/members-account';

/**
 * What Explore searches for, from the address's `q`: trimmed, at most what the server accepts
 * (a longer address is cut rather than answered with a 400), undefined when blank.
 */
export function exploreSearchText(raw: string | null | undefined): string | undefined {
  const text = (raw ?? '').trim().slice(0, MEMBER_SEARCH_MAX).trim();
  return text === '' ? undefined : text;
}

/** The loaded people search with one member's follow state changed, in every page that shows them. */
export function withFollowState(data: InfiniteData<PeopleList> | undefined, id: string, followedByMe: boolean): InfiniteData<PeopleList> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      users: page.users.map((person) => (person._id === id ? { ...person, followedByMe } : person)),
    })),
  };
}
