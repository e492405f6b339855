import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type { CursorQuery } from '@souq/contract/members-common';
import type { ActivityInbox, ActivityItem, MarkReadRequest } from '@souq/contract/members-activity';
import type { Db, Tx } from '../../db/client';
import { activityItems, memberNotificationSettings } from '../../db/schema/activity';
import { notifications } from '../../db/schema/content';
import { exactTime, olderThan, pageOfRows } from '../../lib/cursor';
import { notFound, unauthorized } from '../../lib/errors';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { teamMessagesOf, teamReadState } from '../notifications/inbox.queries';
import { itemColumns, shapeItems, unreadCount, type ItemRow } from './activity.queries';

const m = messages.members.activity;

/** Items no member did: the team's messages, staff decisions, alerts of saved searches and favourites. */
const ACTORLESS_KINDS: ReadonlySet<ActivityItem['kind']> = new Set(['team', 'moderation', 'saved_search', 'price_drop', 'favourite_sold']);

type Entry = { timeKey: string; id: string } & ({ source: 'activity'; row: Omit<ItemRow, 'timeKey'> } | { source: 'team'; item: ActivityItem });

/** `(time, id)` newest first, as both lists are sorted: exact times compare as text, ids too. */
const newestFirst = (a: Entry, b: Entry) => (a.timeKey === b.timeKey ? (a.id < b.id ? 1 : -1) : a.timeKey < b.timeKey ? 1 : -1);

async function accountOf(db: Db | Tx, userId: string) {
  const state = await teamReadState(db, userId);
  if (!state) throw unauthorized(messages.session.notAuthorized);
  return state;
}

/**
 * The inbox's page: the newest groups and the team's newest messages after the cursor, each read
 * along its own index (limit + 1 of each), merged by time. No grouping happens here: a row is a group.
 */
export async function listInbox(db: Db, userId: string, query: CursorQuery): Promise<ActivityInbox> {
  const account = await accountOf(db, userId);
  // Three independent reads at once, each on its own connection: the page costs one round trip, not three.
  const [groups, team, unread] = await Promise.all([
    db
      .select(itemColumns)
      .from(activityItems)
      .where(and(eq(activityItems.recipientId, userId), olderThan(activityItems.updatedAt, activityItems.id, query.cursor)))
      .orderBy(desc(activityItems.updatedAt), desc(activityItems.id))
      .limit(query.limit + 1),
    db
      .select({
        id: notifications.id,
        title: notifications.title,
        description: notifications.description,
        createdAt: notifications.createdAt,
        timeKey: exactTime(notifications.createdAt),
      })
      .from(notifications)
      .where(and(teamMessagesOf(db, userId, account.createdAt), olderThan(notifications.createdAt, notifications.id, query.cursor)))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.limit + 1),
    unreadCount(db, userId, account),
  ]);
  const entries: Entry[] = [
    ...groups.map(({ timeKey, ...row }): Entry => ({ source: 'activity', timeKey, id: row.id, row })),
    ...team.map((row): Entry => ({
      source: 'team',
      timeKey: row.timeKey,
      id: row.id,
      item: {
        _id: row.id,
        kind: 'team',
        actors: [],
        actorCount: 0,
        subject: null,
        preview: null,
        decision: null,
        title: row.title,
        description: row.description,
        createdAt: row.createdAt,
        read: account.teamReadAt !== null && row.createdAt <= account.teamReadAt,
      },
    })),
  ].sort(newestFirst);
  const { items: page, nextCursor } = pageOfRows(entries, query.limit, (entry) => [entry.timeKey, entry.id]);
  const shaped = await shapeItems(
    db,
    userId,
    page.flatMap((entry) => (entry.source === 'activity' ? [entry.row] : [])),
  );
  const byId = new Map(shaped.map((item) => [item._id, item]));
  const items = page.flatMap((entry) => {
    const item = entry.source === 'team' ? entry.item : byId.get(entry.id);
    // A group whose every actor the member can no longer see (blocked since, erased) says nothing.
    if (!item || (!ACTORLESS_KINDS.has(item.kind) && item.actors.length === 0)) return [];
    return [item];
  });
  return { items, nextCursor, unread };
}

export async function getUnreadCount(db: Db, userId: string) {
  return { unread: await unreadCount(db, userId, await accountOf(db, userId)) };
}

/**
 * Marks the member's items read: all of them, or the ids named. A team message's id moves the
 * member's read mark up to it (the team's messages are shared rows: their read state is a mark).
 * Ids of nothing of the member's answer 404, so another member's items cannot be probed or touched.
 */
export async function markRead(db: Db, userId: string, input: MarkReadRequest): Promise<{ answer: { unread: number }; notice: MemberNotice }> {
  return db.transaction(async (tx) => {
    const account = await accountOf(tx, userId);
    const now = new Date();
    if (input.all || !input.ids) {
      await tx
        .update(activityItems)
        .set({ readAt: now })
        .where(and(eq(activityItems.recipientId, userId), isNull(activityItems.readAt)));
      await setTeamReadAt(tx, userId, now);
    } else {
      const marked = await tx
        .update(activityItems)
        .set({ readAt: sql`coalesce(${activityItems.readAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(activityItems.recipientId, userId), inArray(activityItems.id, input.ids)))
        .returning({ id: activityItems.id });
      const [latestTeam] = await tx
        .select({ createdAt: notifications.createdAt })
        .from(notifications)
        .where(and(inArray(notifications.id, input.ids), teamMessagesOf(tx, userId, account.createdAt)))
        .orderBy(desc(notifications.createdAt))
        .limit(1);
      if (marked.length === 0 && !latestTeam) throw notFound(m.notificationNotFound);
      if (latestTeam && (!account.teamReadAt || latestTeam.createdAt > account.teamReadAt)) await setTeamReadAt(tx, userId, latestTeam.createdAt);
    }
    const unread = await unreadCount(tx, userId);
    // The member's other tabs and devices clear their badge too.
    return { answer: { unread }, notice: { to: userId, event: { type: 'activity-read', data: { unread } } } };
  });
}

async function setTeamReadAt(tx: Tx, userId: string, at: Date) {
  await tx
    .insert(memberNotificationSettings)
    .values({ userId, teamReadAt: at })
    .onConflictDoUpdate({
      target: memberNotificationSettings.userId,
      set: { teamReadAt: at, updatedAt: sql`now()` },
      // Never backwards: an older message marked read later leaves newer ones read.
      setWhere: sql`${memberNotificationSettings.teamReadAt} is null or ${memberNotificationSettings.teamReadAt} < ${at.toISOString()}::timestamptz`,
    });
}
