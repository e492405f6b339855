import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type { Db } from '../../db/client';
import { posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { selectPostsWith } from '../posts/posts.queries';

/**
 * A post as anyone with its link may see it: only public fields, and nothing at all for posts
 * hidden by staff or by their author (members' API), deleted posts, or posts of deleted or
 * blocked users.
 */
export async function getPublicPost(db: Db, postId: string) {
  if (!isUuid(postId)) throw notFound(messages.post.notFound);
  const [row] = await selectPostsWith(db, {
    _id: posts.id,
    title: posts.title,
    description: posts.description,
    createdAt: posts.createdAt,
    media: posts.media,
    type: posts.type,
    url: posts.url,
    userName: users.name,
    userPhoto: users.photo,
  })
    .where(
      and(
        eq(posts.id, postId),
        eq(posts.active, true),
        eq(posts.authorHidden, false),
        isNull(posts.deletedAt),
        isNull(users.deletedAt),
        eq(users.blocked, false),
      ),
    )
    .limit(1);
  if (!row) throw notFound(messages.post.notFound);
  const { userName, userPhoto, ...post } = row;
  return { post: { ...post, user_id: { name: userName, photo: userPhoto } } };
}
