import { and, eq, type SQL } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type { StoryListQuery } from '@souq/contract/stories';
import type { Db } from '../../db/client';
import { stories } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { newestFirstPage } from '../../lib/sorted-page';
import { matchesEveryWord } from '../../lib/search';
import { pageOf } from '../../lib/paging';

const storyColumns = {
  _id: stories.id,
  userId: users.id,
  userName: users.name,
  userPhoto: users.photo,
  userDeletedAt: users.deletedAt,
  story_type: stories.storyType,
  story_url: stories.storyUrl,
  thumbnail_url: stories.thumbnailUrl,
  description: stories.description,
  active: stories.active,
  createdAt: stories.createdAt,
};

// A left join: a story outlives its user (the row's user_id is set null on a hard delete).
function selectStories(db: Db) {
  return db.select(storyColumns).from(stories).leftJoin(users, eq(users.id, stories.userId));
}

type StoryRow = Awaited<ReturnType<typeof selectStories>>[number];

/** A deleted user is gone as far as stories go: the console shows its not-found label either way. */
function toStory({ userId, userName, userPhoto, userDeletedAt, ...row }: StoryRow) {
  const present = userId !== null && userName !== null && userDeletedAt === null;
  return { ...row, user_id: present ? { _id: userId, name: userName, photo: userPhoto } : null };
}

/** Stories newest first; the search compares the normalised `description`, as `stories_search_trgm` indexes it. */
export async function listStories(db: Db, input: StoryListQuery) {
  if (input.user_id !== undefined && !isUuid(input.user_id)) return { stories: [], isNext: false };
  const filters: SQL[] = [];
  if (input.user_id) filters.push(eq(stories.userId, input.user_id));
  const search = input.textSearch ? matchesEveryWord(stories.description, input.textSearch) : undefined;
  if (search) filters.push(search);
  const page = newestFirstPage(db, stories, and(...filters), input.page, input.itemsPerPage);
  const { rows, isNext } = pageOf(
    await selectStories(db)
      .innerJoin(page.ids, page.on)
      .orderBy(...page.orderBy),
    input,
  );
  return { stories: rows.map(toStory), isNext };
}

export async function getStory(db: Db, storyId: string) {
  if (!isUuid(storyId)) throw notFound(messages.post.storyNotFound);
  const [row] = await selectStories(db).where(eq(stories.id, storyId)).limit(1);
  if (!row) throw notFound(messages.post.storyNotFound);
  return toStory(row);
}
