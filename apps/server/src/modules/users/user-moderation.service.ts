import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type { BlockUserRequest, UserStatusRequest } from '@souq/contract/users';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema/users';
import { recordStrike } from '../strikes/strikes.queries';
import { recordAudit, recordChange } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { eraseAccount } from './account-erasure';
import { selectUsers, toUser } from './users.queries';

const u = messages.user;

/** The live row of a user, locked until the transaction ends; 404 for unknown or deleted users. */
async function lockUser(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, role: users.role, active: users.active, blocked: users.blocked })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!row) throw notFound(u.notFound);
  return row;
}

/**
 * Refuses to take away the last admin who can still sign in. The admins are locked in id order
 * first, so two admins blocking each other at once cannot both succeed (the second sees the
 * first's change) and never deadlock.
 */
async function assertNotLastAdmin(tx: Tx, targetId: string) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.blocked, false), isNull(users.deletedAt)))
    .orderBy(asc(users.id))
    .for('update');
  if (!admins.some((a) => a.id !== targetId)) throw conflict(u.lastAdmin);
}

/** Staff act on others only; ids that cannot exist are simply not found. */
function checkTarget(actorId: string, userId: string) {
  if (!isUuid(userId)) throw notFound(u.notFound);
  if (userId === actorId) throw forbidden(u.cannotModifySelf);
}

/** Locks a user about to lose access; for an admin who can still sign in, checks the last-admin rule first. */
async function lockRemovable(tx: Tx, userId: string) {
  const [peek] = await tx.select({ role: users.role, blocked: users.blocked }).from(users).where(eq(users.id, userId));
  if (peek?.role === 'admin' && !peek.blocked) await assertNotLastAdmin(tx, userId);
  return lockUser(tx, userId);
}

async function reload(tx: Tx, userId: string) {
  const [row] = await selectUsers(tx).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound(u.notFound);
  return toUser(row);
}

/** Status 'active' or 'pending'; a no-op change writes nothing and records nothing. */
export async function setUserStatus(db: Db, actorId: string, input: UserStatusRequest) {
  if (!isUuid(input.user_id)) throw notFound(u.notFound);
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, input.user_id);
    if (before.active !== input.isActive) {
      await tx.update(users).set({ active: input.isActive, updatedAt: new Date() }).where(eq(users.id, before.id));
      const status = (active: boolean) => (active ? 'active' : 'pending');
      const entry = { actorId, action: 'user.status', recordType: 'user', recordId: before.id };
      await recordChange(tx, entry, { status: [status(before.active), status(input.isActive)] });
    }
    return reload(tx, before.id);
  });
}

/**
 * Blocking bumps the token version, so the user's tokens die at once (the auth guard also
 * refuses blocked users); unblocking leaves old tokens dead, the user signs in again.
 */
export async function blockUser(db: Db, actorId: string, input: BlockUserRequest) {
  checkTarget(actorId, input.block_user_id);
  return db.transaction(async (tx) => {
    const before = input.toBlock ? await lockRemovable(tx, input.block_user_id) : await lockUser(tx, input.block_user_id);
    if (before.blocked !== input.toBlock) {
      await tx
        .update(users)
        .set({
          blocked: input.toBlock,
          updatedAt: new Date(),
          ...(input.toBlock ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(eq(users.id, before.id));
      const action = input.toBlock ? 'user.block' : 'user.unblock';
      await recordChange(tx, { actorId, action, recordType: 'user', recordId: before.id }, { blocked: [before.blocked, input.toBlock] });
      if (input.toBlock) {
        const strike = { memberId: before.id, actorId, action: 'block', subjectType: 'user', subjectId: before.id } as const;
        await recordStrike(tx, { ...strike, reason: input.reason, note: input.note });
      }
    }
    return reload(tx, before.id);
  });
}

/**
 * Soft delete with the personal data erased: the row stays so reports, tickets, comments and
 * audit entries keep pointing at something, but it names nobody and can never sign in again.
 * The audit row keeps no personal data either, only what changed in the account's state.
 */
export async function deleteUser(db: Db, actorId: string, userId: string) {
  checkTarget(actorId, userId);
  await db.transaction(async (tx) => {
    const before = await lockRemovable(tx, userId);
    const deletedAt = new Date();
    // Nothing may reach the account any more: no session, reset link, push or follow.
    await eraseAccount(tx, before.id, deletedAt);
    await recordAudit(tx, {
      actorId,
      action: 'user.delete',
      recordType: 'user',
      recordId: before.id,
      before: { role: before.role, active: before.active, blocked: before.blocked, deletedAt: null },
      after: { deletedAt },
    });
  });
  return { message: u.deleted };
}
