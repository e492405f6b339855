import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';

const postColumns = {
  _id: posts.id,
  userId: users.id,
  userName: users.name,
  userPhoto: users.photo,
  title: posts.title,
  description: posts.description,
  media: posts.media,
  type: posts.type,
  url: posts.url,
  active: posts.active,
  createdAt: posts.createdAt,
  totalLikes: posts.totalLikes,
  totalShares: posts.totalShares,
  totalComments: posts.totalComments,
};

type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];

/** Posts with their poster; the totals are the counters kept on the row, so nothing is counted. */
export function selectPosts(db: Tx) {
  return db.select(postColumns).from(posts).innerJoin(users, eq(users.id, posts.userId));
}

export function toPost({ userId, userName, userPhoto, ...row }: PostRow) {
  return { ...row, user_id: { _id: userId, name: userName, photo: userPhoto } };
}
