import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cliMessages } from '@souq/contract/messages-cli';
import type { Db } from './db/client';
import { users } from './db/schema/users';
import { ConfigurationError } from './lib/configuration-error';
import { fillTemplate } from '@souq/contract/fill-template';
import { passwordWeakness } from './lib/password-policy';
import { createUser } from './modules/users/users.service';

export interface FirstAdmin {
  email: string;
  /** Set only when the password was generated here: it is shown once and never stored in clear. */
  generatedPassword?: string;
}

/**
 * Makes sure an admin exists, from ADMIN_EMAIL and ADMIN_PASSWORD or with a generated password.
 * ADMIN_PASSWORD meets the password policy only when it is used: once an admin exists it is
 * ignored, so a server started with an older, shorter one keeps starting.
 */
export async function ensureFirstAdmin(db: Db, options: { email?: string; password?: string }): Promise<FirstAdmin | undefined> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing) return undefined;
  const email = options.email ?? 'admin@souq.local';
  const weakness = options.password === undefined ? undefined : passwordWeakness(options.password, [email]);
  if (weakness) throw new ConfigurationError(fillTemplate(cliMessages.password[weakness], { name: 'ADMIN_PASSWORD' }));
  const generatedPassword = options.password ? undefined : crypto.randomBytes(12).toString('base64url');
  await createUser(db, {
    email,
    password: options.password ?? generatedPassword!,
    role: 'admin',
    name: 'Administrator',
  });
  return { email, generatedPassword };
}
