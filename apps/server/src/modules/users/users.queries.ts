import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { USER_LIST_SORTS, UserListQuery } from '@souq/contract/users';
import type { Tx } from '../../db/client';
import { countries } from '../../db/schema/regions';
import { users } from '../../db/schema/users';
import { createdBetween } from '../../lib/created-between';
import { matchesEveryWord } from '../../lib/search';

/** A user as another record names them (the API's `{ _id, name }`), read from `users` or an alias of it. */
export const personRef = <Id extends PgColumn, Name extends PgColumn>(people: { id: Id; name: Name }) => ({
  _id: people.id,
  name: people.name,
});

const userColumns = {
  _id: users.id,
  name: users.name,
  photo: users.photo,
  email: users.email,
  gender: users.gender,
  phone: users.phone,
  phoneVerifiedAt: users.phoneVerifiedAt,
  countryId: users.countryId,
  countryEnglish: countries.countryEnglish,
  active: users.active,
  blocked: users.blocked,
  role: users.role,
  createdAt: users.createdAt,
};

type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

/** Users with their country's English name, shaped by `toUser`. */
export function selectUsers(db: Tx) {
  return db.select(userColumns).from(users).leftJoin(countries, eq(countries.id, users.countryId));
}

export function toUser({ countryId, countryEnglish, ...row }: UserRow) {
  return {
    ...row,
    status: row.active ? ('active' as const) : ('pending' as const),
    country: countryId && countryEnglish ? { _id: countryId, country_english: countryEnglish } : null,
  };
}

/** Staff find a user by any word of their name, e-mail or phone (normalised, any order): the expression `users_search_trgm` indexes. */
export const userTextSearch = (text: string): SQL | undefined =>
  matchesEveryWord(sql`${users.name} || ' ' || ${users.email} || ' ' || coalesce(${users.phone}, '')`, text);

/**
 * The users list's filter on the users table alone: the list, its bulk actions on "all matching"
 * and its export all read the same rows.
 */
export function userListWhere(input: Omit<UserListQuery, 'page' | 'maxCountInaPage'>): SQL | undefined {
  const filters: SQL[] = [isNull(users.deletedAt)];
  if (input.textSearch) {
    const search = userTextSearch(input.textSearch);
    if (search) filters.push(search);
  }
  if (input.status) filters.push(eq(users.active, input.status === 'active'));
  if (input.blocked !== undefined) filters.push(eq(users.blocked, input.blocked));
  if (input.country_id) filters.push(eq(users.countryId, input.country_id));
  filters.push(...createdBetween(users.createdAt, input));
  return and(...filters);
}

/**
 * How the users list sorts. Joined date rides `users_live_created`; name, e-mail and status have
 * no index of their own (docs/performance.md): a deep page of them sorts the live users.
 */
export const USER_SORT_KEYS = {
  createdAt: [users.createdAt, users.id],
  name: [users.name, users.id],
  email: [users.email, users.id],
  status: [users.active, users.createdAt, users.id],
} satisfies Record<(typeof USER_LIST_SORTS)[number], unknown>;
