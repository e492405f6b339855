import { and, eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema/content';
import { pushDeliveries } from '../../db/schema/outbox';
import { deviceTokens, users } from '../../db/schema/users';
import { fillTemplate } from '../../lib/fill-template';
import type { MemberEvent } from '../../plugins/member-events';
import { reachableUser } from './send.service';

const c = messages.members.chat;

/** What a push shows on the device's lock screen. */
export interface MemberPush {
  title: string;
  body: string;
}

/** A push says this much of a message: the rest is one tap away. */
const PREVIEW_LENGTH = 140;

function actorName(event: MemberEvent): string {
  const user = event.data.user;
  const name = user && typeof user === 'object' ? (user as { name?: unknown }).name : undefined;
  return typeof name === 'string' && name.trim() ? name : c.someone;
}

/** The push a live event also makes (issue 18: new messages and new followers), or none. */
export function pushOfEvent(event: MemberEvent): MemberPush | null {
  if (event.type === 'message') {
    const text = typeof event.data.body === 'string' ? event.data.body : '';
    const body = text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
    return { title: fillTemplate(c.pushMessageTitle, { name: actorName(event) }), body };
  }
  if (event.type === 'follow') return { title: c.pushFollowTitle, body: fillTemplate(c.pushFollowBody, { name: actorName(event) }) };
  return null;
}

/**
 * Queues a push to every device of one member in the outbox, for the worker to send like any
 * notification: a notification row carrying the text (no push job, no recipient rows, so neither
 * the staff's list nor anyone's inbox shows it) and one delivery per device, in one transaction.
 * A member without devices, or no longer reachable, costs one read. Answers the deliveries queued.
 */
export async function enqueueMemberPush(db: Db, userId: string, push: MemberPush): Promise<number> {
  return db.transaction(async (tx) => {
    const devices = await tx
      .select({ id: deviceTokens.id })
      .from(deviceTokens)
      .innerJoin(users, eq(users.id, deviceTokens.userId))
      .where(and(eq(deviceTokens.userId, userId), reachableUser));
    if (devices.length === 0) return 0;
    const [row] = await tx
      .insert(notifications)
      .values({ title: push.title, description: push.body, audience: 'emails' })
      .returning({ id: notifications.id });
    if (!row) throw new Error('insert returned nothing');
    await tx.insert(pushDeliveries).values(devices.map((device) => ({ notificationId: row.id, deviceTokenId: device.id })));
    return devices.length;
  });
}
