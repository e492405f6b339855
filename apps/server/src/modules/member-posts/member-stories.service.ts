import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { STORY_LIFETIME_MS, type CreateStoryRequest, type MemberStory } from '@souq/contract/members-posts';
import type { UserRef } from '@souq/contract/common';
import type { Db, Tx } from '../../db/client';
import { stories } from '../../db/schema/posts';
import { storyViews } from '../../db/schema/members';
import { users } from '../../db/schema/users';
import { assertVerified, visibleTo } from '../../lib/member-visibility';
import { notFound } from '../../lib/errors';
import { assertOwnUploads } from '../uploads/media-references';
import type { Storage } from '../uploads/storage';
import { feedAuthors } from './member-posts.queries';

const m = messages.members.posts;

/** At most this many of one member's active stories are answered (their newest). */
export const STORIES_PER_MEMBER = 50;

/** The oldest a story may be and still be shown: stories expire 24 hours after they are posted. */
const activeSince = () => new Date(Date.now() - STORY_LIFETIME_MS);

function toStory(row: {
  _id: string;
  story_type: MemberStory['story_type'];
  story_url: string;
  thumbnail_url: string | null;
  description: string;
  createdAt: Date;
  seen: boolean;
}): MemberStory {
  return { ...row, expiresAt: new Date(row.createdAt.getTime() + STORY_LIFETIME_MS) };
}

const seenBy = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${storyViews} where ${storyViews.userId} = ${viewerId} and ${storyViews.storyId} = ${stories.id})`;

/**
 * Active stories of the members the caller follows and the caller's own, grouped by member.
 * Like the feed, each author's stories are one seek into `stories_user_created` (newest first,
 * under 24 hours old, at most STORIES_PER_MEMBER), so the cost follows the number of followed
 * members, not the size of the table. Groups with something unseen come first, then the group
 * with the newest story; within a group, stories are oldest first, the order they play in.
 */
export async function storiesOfFollowed(db: Db, viewerId: string) {
  const since = activeSince();
  const authors = feedAuthors(db, viewerId);
  // Only the ids come out of the LATERAL seek: the outer join reads each story's own columns.
  const recent = db
    .select({ storyId: sql<string>`${stories.id}`.as('story_id') })
    .from(stories)
    .where(and(eq(stories.userId, authors.authorId), eq(stories.active, true), gt(stories.createdAt, since)))
    .orderBy(desc(stories.userId), desc(stories.createdAt), desc(stories.id))
    .limit(STORIES_PER_MEMBER)
    .as('recent');
  const rows = await db
    .select({
      _id: stories.id,
      story_type: stories.storyType,
      story_url: stories.storyUrl,
      thumbnail_url: stories.thumbnailUrl,
      description: stories.description,
      createdAt: stories.createdAt,
      seen: seenBy(viewerId),
      userId: users.id,
      userName: users.name,
      userPhoto: users.photo,
    })
    .from(authors)
    .crossJoinLateral(recent)
    .innerJoin(stories, eq(stories.id, recent.storyId))
    .innerJoin(users, eq(users.id, stories.userId))
    .orderBy(asc(stories.createdAt), asc(stories.id));

  const groups = new Map<string, { user: UserRef; stories: MemberStory[] }>();
  for (const { userId, userName, userPhoto, ...row } of rows) {
    const group = groups.get(userId) ?? { user: { _id: userId, name: userName, photo: userPhoto }, stories: [] };
    group.stories.push(toStory(row));
    groups.set(userId, group);
  }
  const members = [...groups.values()].map((g) => ({ ...g, allSeen: g.stories.every((s) => s.seen) }));
  const newest = (g: (typeof members)[number]) => g.stories.at(-1)!.createdAt.getTime();
  members.sort((a, b) => Number(a.allSeen) - Number(b.allSeen) || newest(b) - newest(a) || (a.user._id < b.user._id ? -1 : 1));
  return { members };
}

/** A story shows only a photo or video (and thumbnail) its author uploaded. */
export async function createStory(db: Db, storage: Storage, authorId: string, input: CreateStoryRequest) {
  await assertVerified(db, authorId);
  await assertOwnUploads(db, storage, authorId, [
    { field: 'story_url', address: input.story_url, message: messages.upload.storyNotYours },
    ...(input.thumbnail_url ? [{ field: 'thumbnail_url', address: input.thumbnail_url, message: messages.upload.thumbnailNotYours }] : []),
  ]);
  const [row] = await db
    .insert(stories)
    .values({
      userId: authorId,
      storyType: input.story_type,
      storyUrl: input.story_url,
      thumbnailUrl: input.thumbnail_url ?? null,
      description: input.description,
    })
    .returning();
  return toStory({
    _id: row!.id,
    story_type: row!.storyType,
    story_url: row!.storyUrl,
    thumbnail_url: row!.thumbnailUrl,
    description: row!.description,
    createdAt: row!.createdAt,
    seen: false,
  });
}

/**
 * Deletes the caller's own story, expired ones included (they are still theirs, and still in
 * the console). A story staff hid stays as staff left it. The row goes, with its views; the
 * dashboard's count of stories (a trigger on the rows) follows.
 */
export async function deleteOwnStory(db: Db, authorId: string, storyId: string) {
  const deleted = await db
    .delete(stories)
    .where(and(eq(stories.id, storyId), eq(stories.userId, authorId), eq(stories.active, true)))
    .returning({ id: stories.id });
  if (deleted.length === 0) throw notFound(m.storyNotFound);
  return { ok: true as const };
}

/** A story the caller may see: active, under 24 hours old, by a live member with no block either way. */
async function assertStoryShown(db: Tx, viewerId: string, storyId: string) {
  const [row] = await db
    .select({ id: stories.id })
    .from(stories)
    .where(and(eq(stories.id, storyId), eq(stories.active, true), gt(stories.createdAt, activeSince()), visibleTo(viewerId, stories.userId)))
    .limit(1);
  if (!row) throw notFound(m.storyNotFound);
  return row;
}

/** Records that the caller saw a story: one row per member and story, however often they watch. */
export async function viewStory(db: Db, viewerId: string, storyId: string) {
  const story = await assertStoryShown(db, viewerId, storyId);
  await db.insert(storyViews).values({ storyId: story.id, userId: viewerId }).onConflictDoNothing();
  return { ok: true as const };
}
