import type { Role } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { conflict } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';

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
