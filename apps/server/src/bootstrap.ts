import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { users } from './db/schema/users';
import { createUser } from './modules/users/users.service';

export interface FirstAdmin {
  email: string;
  /** Set only when the password was generated here: it is shown once and never stored in clear. */
  generatedPassword?: string;
}

/** Makes sure an admin exists, from ADMIN_EMAIL and ADMIN_PASSWORD or with a generated password. */
export async function ensureFirstAdmin(
  db: Db,
  options: { email?: string; password?: string },
): Promise<FirstAdmin | undefined> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing) return undefined;
  const email = options.email ?? 'admin@souq.local';
  const generatedPassword = options.password ? undefined : crypto.randomBytes(12).toString('base64url');
  await createUser(db, {
    email,
    password: options.password ?? generatedPassword!,
    role: 'admin',
    name: 'Administrator',
  });
  return { email, generatedPassword };
}
