import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import type { UserListQuery } from '@souq/contract/users';
import type { Db } from '../../db/client';
import { userReports, users } from '../../db/schema/users';
import { conflict, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { newestFirstPage } from '../../lib/newest-first-page';
import { hashPassword } from '../../lib/passwords';
import { likePattern } from '../../lib/search';
import { selectUsers, toUser } from './users.queries';
import { pageOf, readPage } from '../../lib/paging';

/** Users not deleted, newest first; the search compares the expression `users_search_trgm` indexes. */
export async function listUsers(db: Db, input: UserListQuery) {
  const size = input.maxCountInaPage;
  const filters: SQL[] = [isNull(users.deletedAt)];
  if (input.textSearch) {
    filters.push(
      sql`(${users.name} || ' ' || ${users.email} || ' ' || coalesce(${users.phone}, '')) ILIKE ${likePattern(input.textSearch)}`,
    );
  }
  const page = newestFirstPage(db, users, and(...filters), input.page, size);
  const { rows, isNext } = pageOf(await selectUsers(db).innerJoin(page.ids, page.on).orderBy(...page.orderBy), { itemsPerPage: size });
  return { users: rows.map(toUser), isNext };
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
