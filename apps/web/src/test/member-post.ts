import type { MemberPost } from '@souq/contract/members-posts';

/** A member's post as the members' API answers it: a text post by Salem, with `changes` over it. */
export const memberPost = (id: string, changes: Partial<MemberPost> = {}): MemberPost => ({
  _id: id,
  user_id: { _id: 'u1', name: 'Salem', photo: null },
  title: `Post ${id}`,
  description: '',
  media: [],
  type: 'post',
  url: null,
  createdAt: new Date('2026-11-25T10:00:00Z'),
  totalLikes: 3,
  totalShares: 0,
  totalComments: 0,
  likedByMe: false,
  hidden: false,
  ...changes,
});
