import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from './db/client';
import { users } from './db/schema/users';
import { ensureFirstAdmin } from './bootstrap';
import { ConfigurationError } from './lib/configuration-error';
import { verifyPassword } from './lib/passwords';
import { freshDatabase } from '../test/database';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});

const admins = () => database.db.select({ email: users.email, passwordHash: users.passwordHash }).from(users).where(eq(users.role, 'admin'));

describe('the first admin (ADMIN_EMAIL, ADMIN_PASSWORD)', () => {
  it('refuses a short or common ADMIN_PASSWORD with one line that names it, and makes nobody', async () => {
    const short = ensureFirstAdmin(database.db, { email: 'first@example.test', password: 'k7#Vq!m2Z' });
    await expect(short).rejects.toBeInstanceOf(ConfigurationError);
    await expect(short).rejects.toThrow(/^ADMIN_PASSWORD must have at least 10 characters\.$/);
    await expect(ensureFirstAdmin(database.db, { email: 'first@example.test', password: 'password1234' })).rejects.toThrow(
      /^ADMIN_PASSWORD is too common or too easy to guess/,
    );
    expect(await admins()).toEqual([]);
  });

  it('makes the admin with a good one; once an admin exists, ADMIN_PASSWORD is not judged again', async () => {
    const made = await ensureFirstAdmin(database.db, { email: 'first@example.test', password: 'walnut harbour ninety lanterns' });
    expect(made).toEqual({ email: 'first@example.test', generatedPassword: undefined });
    const [admin] = await admins();
    expect(await verifyPassword(admin!.passwordHash!, 'walnut harbour ninety lanterns')).toBe(true);
    // A server started with an older, shorter ADMIN_PASSWORD keeps starting.
    expect(await ensureFirstAdmin(database.db, { email: 'first@example.test', password: '12345678' })).toBeUndefined();
  });
});
