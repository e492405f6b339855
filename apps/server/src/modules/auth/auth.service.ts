import { and, eq, isNull, sql } from 'drizzle-orm';
import type { LoginRequest, UpdatePasswordRequest } from '@souq/contract/auth';
import type { Role } from '@souq/contract/constants';
import { messages } from '@souq/contract/messages';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/users';
import { AppError, notFound, unauthorized } from '../../lib/errors';
import { assertPasswordAllowed } from '../../lib/password-policy';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/passwords';

/** Opens a session for the user and answers its bearer token. */
export type StartSession = (user: { id: string; role: Role; tokenVersion: number }) => Promise<string>;

const publicFields = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  photo: users.photo,
  tokenVersion: users.tokenVersion,
  blocked: users.blocked,
  passwordHash: users.passwordHash,
};

/** The right password of a blocked account (403): the route adds the way to appeal the block. */
export class BlockedAccountError extends AppError {
  constructor(readonly userId: string) {
    super(403, messages.login.accountBlocked);
  }
}

/** Wrong password and unknown e-mail get the same answer in the same time. */
export async function login(db: Db, startSession: StartSession, input: LoginRequest) {
  const [user] = await db
    .select(publicFields)
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${input.email})`, isNull(users.deletedAt)))
    .limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), input.password);
  if (!user || !user.passwordHash || !valid) throw unauthorized(messages.login.invalidCredentials);
  if (user.blocked) throw new BlockedAccountError(user.id);
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    photo: user.photo,
    token: await startSession(user),
  };
}

export async function getMe(db: Db, userId: string) {
  const [user] = await db.select(publicFields).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(messages.user.notFound);
  return { _id: user.id, name: user.name, email: user.email, role: user.role, photo: user.photo };
}

/** A wrong current password (400): the one refusal the update-password throttle counts. */
export class WrongOldPasswordError extends AppError {
  constructor() {
    super(400, messages.password.oldIncorrect, { oldPassword: messages.password.oldIncorrect });
  }
}

/**
 * Sets a new password and bumps the token version, which ends every older session. A new
 * password the policy refuses is answered before the old one is checked: that refusal says
 * nothing about the old one, and costs no argon2 verification.
 */
export async function updatePassword(db: Db, startSession: StartSession, userId: string, input: UpdatePasswordRequest) {
  const [user] = await db.select(publicFields).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(messages.user.notFound);
  assertPasswordAllowed(input.newPassword, {
    field: 'newPassword',
    texts: { tooShort: messages.password.tooShort, tooCommon: messages.password.tooCommon },
    personal: [user.name, user.email],
  });
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.oldPassword))) throw new WrongOldPasswordError();
  const passwordHash = await hashPassword(input.newPassword);
  const [updated] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, role: users.role, tokenVersion: users.tokenVersion });
  if (!updated) throw notFound(messages.user.notFound);
  return { message: messages.password.updated, token: await startSession(updated) };
}

/** Ends every session of the user at once: the token version moves on, and the rows say so. */
export async function endAllSessions(db: Db, userId: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  });
}
