import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isStaffRole, STAFF_ROLES, type Role } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import type { UserListQuery } from '@souq/contract/users';
import type { Db } from '../../db/client';
import { userReports, users } from '../../db/schema/users';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { totalIf } from '../../lib/list-total';
import { chosenSort, newestFirst, sortedPage } from '../../lib/sorted-page';
import { hashPassword } from '../../lib/passwords';
import { personRef, selectUsers, toUser, USER_SORT_KEYS, userListWhere } from './users.queries';
import { pageOf, readPage } from '../../lib/paging';

/**
 * Users not deleted, newest first unless sorted; the search compares the expression
 * `users_search_trgm` indexes; with `withTotal`, how many match.
 */
export async function listUsers(db: Db, input: UserListQuery) {
  const size = input.maxCountInaPage;
  const where = userListWhere(input);
  const page = sortedPage(db, users, where, chosenSort(USER_SORT_KEYS, 'createdAt', input, ['createdAt']), input.page, size);
  const [found, total] = await Promise.all([
    selectUsers(db)
      .innerJoin(page.ids, page.on)
      .orderBy(...page.orderBy),
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
        user_id: personRef(reporter),
        reported_user_id: personRef(reported),
        reason: userReports.reason,
        createdAt: userReports.createdAt,
      })
      .from(userReports)
      .innerJoin(reporter, eq(reporter.id, userReports.userId))
      .innerJoin(reported, eq(reported.id, userReports.reportedUserId))
      .orderBy(...newestFirst(userReports))
      .$dynamic(),
    input,
  );
  return { reported: rows, isNext };
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
