import { and, eq, isNull } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type { DeletePostRequest, HidePostRequest } from '@souq/contract/posts';
import type { Db, Tx } from '../../db/client';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { recordStrike } from '../strikes/strikes.queries';
import { posts } from '../../db/schema/posts';
import { recordAudit, recordChange } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { selectPosts, toPost } from './posts.queries';

const p = messages.post;

/** The post as it is now, locked until the transaction ends; 404 for unknown or deleted posts. */
async function lockPost(tx: Tx, postId: string) {
  if (!isUuid(postId)) throw notFound(p.notFound);
  const [row] = await tx
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), isNull(posts.deletedAt)))
    .for('update');
  if (!row) throw notFound(p.notFound);
  return row;
}

/** Shows or hides a post; setting what it already is writes and records nothing. */
export async function setPostActive(db: Db, actorId: string, input: HidePostRequest) {
  return db.transaction(async (tx) => {
    const before = await lockPost(tx, input.post_id);
    let notices: MemberNotice[] = [];
    if (before.active !== input.active) {
      await tx.update(posts).set({ active: input.active, updatedAt: new Date() }).where(eq(posts.id, before.id));
      const action = input.active ? 'post.show' : 'post.hide';
      await recordChange(tx, { actorId, action, recordType: 'post', recordId: before.id }, { active: [before.active, input.active] });
      // The author learns why: a strike with the reason staff chose.
      if (!input.active && before.userId) {
        const strike = { memberId: before.userId, actorId, action: 'hide', subjectType: 'post', subjectId: before.id } as const;
        notices = (await recordStrike(tx, { ...strike, reason: input.reason, note: input.note })).notices;
      }
    }
    const [row] = await selectPosts(tx).where(eq(posts.id, before.id)).limit(1);
    if (!row) throw notFound(p.notFound);
    return { answer: toPost(row), notices };
  });
}

/**
 * Soft delete: the post leaves every list and page, while its comments, likes and reports stay
 * for the record. The audit row keeps what the post said.
 */
export async function deletePost(db: Db, actorId: string, input: DeletePostRequest) {
  const notices = await db.transaction(async (tx) => {
    const before = await lockPost(tx, input.post_id);
    const deletedAt = new Date();
    await tx.update(posts).set({ deletedAt, updatedAt: deletedAt }).where(eq(posts.id, before.id));
    await recordAudit(tx, {
      actorId,
      action: 'post.delete',
      recordType: 'post',
      recordId: before.id,
      before: {
        user_id: before.userId,
        title: before.title,
        description: before.description,
        media: before.media,
        active: before.active,
        deletedAt: null,
      },
      after: { deletedAt },
    });
    if (!before.userId) return [];
    const strike = { memberId: before.userId, actorId, action: 'delete', subjectType: 'post', subjectId: before.id } as const;
    return (await recordStrike(tx, { ...strike, reason: input.reason, note: input.note })).notices;
  });
  return { answer: { message: p.deleted }, notices };
}
