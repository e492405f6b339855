import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { countries } from '../../db/schema/regions';
import { users } from '../../db/schema/users';

const userColumns = {
  _id: users.id,
  name: users.name,
  photo: users.photo,
  email: users.email,
  gender: users.gender,
  phone: users.phone,
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
