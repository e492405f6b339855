import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isStaffRole, STAFF_ROLES, type Role } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import type { USER_LIST_SORTS, UserListQuery } from '@souq/contract/users';
import type { Db } from '../../db/client';
import { userReports, users } from '../../db/schema/users';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { createdBetween } from '../../lib/created-between';
import { totalIf } from '../../lib/list-total';
import { chosenSort, sortedPage } from '../../lib/sorted-page';
import { hashPassword } from '../../lib/passwords';
import { likePattern } from '../../lib/search';
import { selectUsers, toUser } from './users.queries';
import { pageOf, readPage } from '../../lib/paging';

/**
 * The users list's filter on the users table alone: the list, its bulk actions on "all matching"
 * and its export all read the same rows.
 */
export function userListWhere(input: Omit<UserListQuery, 'page' | 'maxCountInaPage'>): SQL | undefined {
  const filters: SQL[] = [isNull(users.deletedAt)];
  if (input.textSearch) {
    filters.push(
      sql`(${users.name} || ' ' || ${users.email} || ' ' || coalesce(${users.phone}, '')) ILIKE ${likePattern(input.textSearch)}`,
    );
  }
  // Issue 20's filters.
  if (input.status) filters.push(eq(users.active, input.status === 'active'));
  if (input.blocked !== undefined) filters.push(eq(users.blocked, input.blocked));
  if (input.country_id) filters.push(eq(users.countryId, input.country_id));
  filters.push(...createdBetween(users.createdAt, input));
  return and(...filters);
}

/**
 * How the users list sorts (issue 20). Joined date rides `users_live_created`; name, e-mail and
 * status have no index of their own (docs/performance.md): a deep page of them sorts the live users.
 */
const USER_SORT_KEYS = {
  createdAt: [users.createdAt, users.id],
  name: [users.name, users.id],
  email: [users.email, users.id],
  status: [users.active, users.createdAt, users.id],
} satisfies Record<(typeof USER_LIST_SORTS)[number], unknown>;

/**
 * Users not deleted, newest first unless sorted; the search compares the expression
 * `users_search_trgm` indexes; with `withTotal`, how many match.
 */
export async function listUsers(db: Db, input: UserListQuery) {
  const size = input.maxCountInaPage;
  const where = userListWhere(input);
  const page = sortedPage(db, users, where, chosenSort(USER_SORT_KEYS, 'createdAt', input, ['createdAt']), input.page, size);
  const [found, total] = await Promise.all([
    selectUsers(db).innerJoin(page.ids, page.on).orderBy(...page.orderBy),
    totalIf(input.withTotal, db, users, where),
  ]);
  const { rows, isNext } = pageOf(found, { itemsPerPage: size });
  return { users: rows.map(toUser), isNext, ...total };
}

/** A user who is not deleted, or 404. */
export async function getUser(db: Db, userId: string) {
  if (!isUuid(userId)) throw notFound(messages.user.notFound);
  const [row] = await selectUsers(db)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw notFound(messages.user.notFound);
  return toUser(row);
}

/** A console's staff picker is one screen long: beyond this many staff it would want a search. */
const STAFF_LIST_LIMIT = 500;

/** The staff accounts that can act (not blocked, not deleted), by name. */
export async function listStaff(db: Db) {
  const rows = await db
    .select({ _id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(inArray(users.role, [...STAFF_ROLES]), eq(users.blocked, false), isNull(users.deletedAt)))
    .orderBy(asc(users.name), asc(users.id))
    .limit(STAFF_LIST_LIMIT);
  // The query asked for staff roles only; the guard tells the type so.
  return { staff: rows.flatMap(({ role, ...person }) => (isStaffRole(role) ? [{ ...person, role }] : [])) };
}

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');

/**
 * Every user report, deleted users included: moderation history outlives the account (a deleted
 * user's name reads 'Deleted user').
 */
export async function listReportedUsers(db: Db, input: { page: number; itemsPerPage: number }) {
  const { rows, isNext } = await readPage(
    db
      .select({
        _id: userReports.id,
        reporterId: reporter.id,
        reporterName: reporter.name,
        reportedId: reported.id,
        reportedName: reported.name,
        reason: userReports.reason,
        createdAt: userReports.createdAt,
      })
      .from(userReports)
      .innerJoin(reporter, eq(reporter.id, userReports.userId))
      .innerJoin(reported, eq(reported.id, userReports.reportedUserId))
      .orderBy(desc(userReports.createdAt), desc(userReports.id))
      .$dynamic(),
    input,
  );
  return {
    reported: rows.map((r) => ({
      _id: r._id,
      user_id: { _id: r.reporterId, name: r.reporterName },
      reported_user_id: { _id: r.reportedId, name: r.reportedName },
      reason: r.reason,
      createdAt: r.createdAt,
    })),
    isNext,
  };
}

/** An account made by the operator (CLI, first start) or a test; refused when the e-mail is taken. */
export interface NewUser {
  email: string;
  password: string;
  role: Role;
  name?: string;
}

export async function createUser(db: Db, input: NewUser) {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({
      email: input.email.trim(),
      name: input.name?.trim() || input.email.split('@')[0] || input.email,
      role: input.role,
      passwordHash,
    })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email, role: users.role });
  if (!row) throw conflict(messages.user.emailTaken);
  return row;
}
