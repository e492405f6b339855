import { and, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type {
  BulkResult,
  ClassifiedBulkRequest,
  ContactFormBulkRequest,
  PostBulkRequest,
  TicketBulkRequest,
  UserBulkRequest,
} from '@souq/contract/console-lists';
import type { Db, Tx } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { posts } from '../../db/schema/posts';
import { contactForms, tickets } from '../../db/schema/support';
import { users } from '../../db/schema/users';
import { isUuid } from '../../lib/ids';
import { bulkStrikeCtes, type BulkStrike } from '../strikes/bulk-strikes';
import { classifiedListWhere } from '../classifieds/classifieds.queries';
import { postListWhere } from '../posts/posts.queries';
import { contactFormListWhere } from '../support/contact-forms.queries';
import { ticketListWhere } from '../support/tickets.queries';
import { userListWhere } from '../users/users.queries';

type BulkTable = PgTable & { id: PgColumn };

/** One bulk action on one table: which rows, what to set, and what the audit log says. */
interface BulkChange<T extends BulkTable, Filter> {
  table: T;
  /** Rows that belong to the list at all (live ones): ids outside it are reported as not found. */
  inList?: SQL;
  /** The list's filter, for "all matching"; it includes `inList`'s condition itself. */
  filter: (filter: Filter) => SQL | undefined;
  /** Rows already in the asked state are left alone: no write, no audit row, not counted. */
  needsChange: SQL;
  set: PgUpdateSetSource<T>;
  audit: { action: string; recordType: string; before: object; after: object };
  /** When the change strikes: the member of each changed row (null: none to strike), and the strike. */
  strike?: { member: PgColumn; of: BulkStrike };
}

/** The changed rows' ids when they are few enough to name (the caller cache forgets them at once). */
const IDS_RETURNED_MAX = 1000;

/**
 * Applies one change to the selected rows or to every row matching the list's filter, in one
 * transaction and set-based: one UPDATE … RETURNING feeds the audit rows' INSERT … SELECT, so a
 * million rows are two statements, not a million round trips. Each changed row gets its own audit
 * row, as a single action writes (the same action names and before/after shapes), and, for a change
 * that strikes, each changed row's member their strike and notice (bulkStrikeCtes).
 */
async function applyBulk<T extends BulkTable, Filter>(
  db: Db,
  actorId: string,
  change: BulkChange<T, Filter>,
  input: { ids?: string[]; filter?: Filter },
): Promise<BulkResult & { changedIds: string[] | null }> {
  const { table } = change;
  return db.transaction(async (tx) => {
    let target: SQL | undefined;
    let notFound: string[] = [];
    if (input.ids) {
      const wanted = [...new Set(input.ids.filter(isUuid))];
      const found = new Set(await existing(tx, table, wanted, change.inList));
      notFound = [...new Set(input.ids)].filter((id) => !found.has(id));
      if (found.size === 0) return { changed: 0, notFound, changedIds: [] };
      target = and(inArray(table.id, [...found]), change.inList);
    } else {
      target = input.filter ? change.filter(input.filter) : undefined;
    }
    const member = change.strike ? sql`${change.strike.member}` : sql`null::uuid`;
    const update = tx
      .update(table)
      .set(change.set)
      .where(and(target, change.needsChange))
      .returning({ id: table.id, memberId: member.as('member_id') });
    const { action, recordType, before, after } = change.audit;
    const struck = change.strike ? sql`${bulkStrikeCtes(change.strike.of)},` : sql``;
    const result = (await tx.execute(sql`
      with changed as (${update.getSQL()}),
      ${struck}
      audited as (
        insert into audit_log (actor_id, action, record_type, record_id, before, after)
        select ${actorId}::uuid, ${action}, ${recordType}, changed.id::text, ${JSON.stringify(before)}, ${JSON.stringify(after)}
        from changed
        returning record_id
      )
      select count(*)::int as changed,
        case when count(*) <= ${IDS_RETURNED_MAX} then coalesce(array_agg(record_id), '{}') end as ids
      from audited
    `)) as unknown as { rows: { changed: number; ids: string[] | null }[] };
    const row = result.rows[0];
    return { changed: row?.changed ?? 0, notFound, changedIds: row?.ids ?? null };
  });
}

/** Which of these ids name rows of the list. */
async function existing(tx: Tx, table: BulkTable, ids: string[], inList: SQL | undefined): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(inArray(table.id, ids), inList));
  return rows.map((r) => String(r.id));
}

const now = () => new Date();

/** The strike a striking bulk action records for each member, with the reason and note it was sent. */
const strikeOf = (
  actorId: string,
  action: BulkStrike['action'],
  subjectType: BulkStrike['subjectType'],
  input: Pick<BulkStrike, 'reason' | 'note'>,
): BulkStrike => ({ actorId, action, subjectType, reason: input.reason, note: input.note });

/** Hide or show posts (deleted posts are not in the list). */
export async function bulkPosts(db: Db, actorId: string, input: PostBulkRequest) {
  const active = input.action === 'show';
  return applyBulk(
    db,
    actorId,
    {
      table: posts,
      inList: sql`${posts.deletedAt} is null`,
      filter: postListWhere,
      needsChange: ne(posts.active, active),
      set: { active, updatedAt: now() },
      audit: { action: active ? 'post.show' : 'post.hide', recordType: 'post', before: { active: !active }, after: { active } },
      strike: active ? undefined : { member: posts.userId, of: strikeOf(actorId, 'hide', 'post', input) },
    },
    input,
  );
}

/** Allow or disallow classifieds. */
export async function bulkClassifieds(db: Db, actorId: string, input: ClassifiedBulkRequest) {
  const active = input.action === 'allow';
  return applyBulk(
    db,
    actorId,
    {
      table: classifiedPosts,
      filter: classifiedListWhere,
      needsChange: ne(classifiedPosts.active, active),
      set: { active, updatedAt: now() },
      audit: {
        action: active ? 'classified.allow' : 'classified.disallow',
        recordType: 'classified',
        before: { active: !active },
        after: { active },
      },
      strike: active ? undefined : { member: classifiedPosts.userId, of: strikeOf(actorId, 'disallow', 'listing', input) },
    },
    input,
  );
}

/**
 * Block or unblock users. Blocking bumps the token version, so their tokens die at once, as a
 * single block does. The caller is never among the rows changed: staff do not block themselves,
 * and as the caller is an admin who can sign in, the last such admin always remains.
 */
export async function bulkUsers(db: Db, actorId: string, input: UserBulkRequest) {
  const blocked = input.action === 'block';
  return applyBulk(
    db,
    actorId,
    {
      table: users,
      inList: and(sql`${users.deletedAt} is null`, ne(users.id, actorId)),
      filter: (filter) => and(userListWhere(filter), ne(users.id, actorId)),
      needsChange: ne(users.blocked, blocked),
      set: { blocked, updatedAt: now(), ...(blocked ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}) },
      audit: { action: blocked ? 'user.block' : 'user.unblock', recordType: 'user', before: { blocked: !blocked }, after: { blocked } },
      strike: blocked ? { member: users.id, of: strikeOf(actorId, 'block', 'user', input) } : undefined,
    },
    input,
  );
}

/** Mark contact forms completed or pending again. */
export async function bulkContactForms(db: Db, actorId: string, input: ContactFormBulkRequest) {
  const [action, previous] = input.action === 'complete' ? (['completed', 'pending'] as const) : (['pending', 'completed'] as const);
  return applyBulk(
    db,
    actorId,
    {
      table: contactForms,
      filter: contactFormListWhere,
      needsChange: ne(contactForms.action, action),
      set: { action },
      audit: { action: 'contact-form.update', recordType: 'contact_form', before: { action: previous }, after: { action } },
    },
    input,
  );
}

/** Close or reopen tickets (a status change without a reply, audited as a single one is). */
export async function bulkTickets(db: Db, actorId: string, input: TicketBulkRequest) {
  const [status, previous] = input.action === 'close' ? (['closed', 'open'] as const) : (['open', 'closed'] as const);
  return applyBulk(
    db,
    actorId,
    {
      table: tickets,
      filter: ticketListWhere,
      needsChange: ne(tickets.status, status),
      set: { status, updatedAt: now() },
      audit: { action: 'ticket.status', recordType: 'ticket', before: { status: previous }, after: { status, replay: '' } },
    },
    input,
  );
}
