import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { activityItems } from '../../db/schema/activity';
import { rowsOf } from '../../lib/sql-rows';
import { itemsByIds, serialisedItem, unreadCount } from '../member-activity/activity.queries';
import type { MemberPush } from '../member-events/member-push';
import type { MemberNotice } from '../member-events/publish-after-commit';

export type AlertKind = 'saved_search' | 'price_drop' | 'favourite_sold';

export interface AlertRow {
  recipientId: string;
  /** The saved search, or the listing. */
  subjectId: string;
  /** The saved search's name (or words), or the listing's title. */
  preview: string | null;
  /** In every language (inEveryLanguage): each device gets its member's. */
  push: MemberPush;
}

export interface RecordedAlert {
  id: string;
  recipientId: string;
}

/**
 * Writes many members' alerts in two statements, whatever their number: one inbox item each
 * (joining the member's open group for the same subject, counted: "3 new listings"), unless the
 * member turned the kind off in the app, and one push per device unless turned off for push, in
 * the member's language as enqueueMemberPush writes it.
 * Inside the caller's transaction, so nothing is told of work that rolls back. Each row must be
 * for a different (recipient, subject).
 */
export async function recordAlerts(tx: Tx, kind: AlertKind, subjectType: 'saved_search' | 'listing', rows: readonly AlertRow[]): Promise<RecordedAlert[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(
    rows.map((row) => ({
      recipient_id: row.recipientId,
      subject_id: row.subjectId,
      preview: row.preview,
      title: row.push.title,
      body: row.push.body,
      data: row.push.data,
      translations: row.push.translations ?? {},
    })),
  );
  const recorded = await rowsOf<RecordedAlert>(
    tx,
    sql`insert into ${activityItems} (recipient_id, kind, subject_type, subject_id, group_key, preview, actor_count)
      select r.recipient_id, ${kind}, ${subjectType}, r.subject_id, ${`${kind}:${subjectType}:`} || r.subject_id::text, r.preview, 1
      from jsonb_to_recordset(${json}::jsonb) as r(recipient_id uuid, subject_id uuid, preview text)
      where not exists (select 1 from member_notification_settings s where s.user_id = r.recipient_id and ${`${kind}:inApp`} = any(s.muted))
      on conflict (recipient_id, group_key) where read_at is null
      do update set actor_count = ${activityItems.actorCount} + 1, updated_at = now(), preview = excluded.preview
      returning id, recipient_id as "recipientId"`,
  );
  await tx.execute(
    sql`insert into push_deliveries (device_token_id, user_id, title, body, data)
      select d.id, r.recipient_id, coalesce(r.translations -> u.language ->> 'title', r.title),
             coalesce(r.translations -> u.language ->> 'body', r.body), r.data
      from jsonb_to_recordset(${json}::jsonb) as r(recipient_id uuid, title text, body text, data jsonb, translations jsonb)
      join device_tokens d on d.user_id = r.recipient_id
      join users u on u.id = d.user_id and u.deleted_at is null and not u.blocked
      where not exists (select 1 from member_notification_settings s where s.user_id = r.recipient_id and ${`${kind}:push`} = any(s.muted))`,
  );
  return recorded;
}

/** Live events past this many recipients are left out: their bell catches up when next read. */
const LIVE_EVENTS_MAX = 200;

/** The live `activity` events of recorded alerts, read after their transaction committed. */
export async function alertNotices(db: Db, recorded: readonly RecordedAlert[]): Promise<MemberNotice[]> {
  const notices: MemberNotice[] = [];
  for (const { id, recipientId } of recorded.slice(0, LIVE_EVENTS_MAX)) {
    const [item] = await itemsByIds(db, recipientId, [id]);
    if (!item) continue;
    notices.push({ to: recipientId, event: { type: 'activity', data: { item: serialisedItem(item), unread: await unreadCount(db, recipientId) } } });
  }
  return notices;
}
