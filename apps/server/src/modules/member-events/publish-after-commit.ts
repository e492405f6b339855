import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { MemberEvent } from './event-hub';

/** Every member with an open stream: a staff notification sent to all. */
export const EVERYONE = 'everyone' as const;

/**
 * A live event a write owes once its transaction has committed: to one member, to several (a staff
 * notification's listed recipients), or to everyone. Services answer these from inside the
 * transaction; they never publish themselves, since a stream must not hear of a row that a
 * rollback then takes back.
 */
export interface MemberNotice {
  to: string | readonly string[] | typeof EVERYONE;
  event: MemberEvent;
}

/**
 * The one way a write tells members: called by the route once the service's transaction has
 * committed. A delivery that fails is logged and never fails the write, which is already done.
 * Publishing to one member also queues the push that event makes (the hub's `onPublished`).
 */
export async function publishAfterCommit(
  app: Pick<FastifyInstance, 'memberEvents'>,
  log: FastifyBaseLogger,
  notices: readonly (MemberNotice | null | undefined)[],
): Promise<void> {
  for (const notice of notices) {
    if (!notice) continue;
    try {
      if (notice.to === EVERYONE) await app.memberEvents.broadcast(notice.event);
      else if (typeof notice.to === 'string') await app.memberEvents.publish(notice.to, notice.event);
      else await app.memberEvents.publishToMany(notice.to, notice.event);
    } catch (error) {
      log.warn({ err: error, type: notice.event.type }, 'member event not delivered');
    }
  }
}
