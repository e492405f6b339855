import { and, eq, sql } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type { WebPushSubscribeRequest, WebPushUnsubscribeRequest } from '@souq/contract/members-web-push';
import type { Db } from '../../db/client';
import { deviceTokens } from '../../db/schema/users';
import { badRequest, notFound } from '../../lib/errors';
import { storeDeviceToken } from '../notifications/inbox.service';
import { isAllowedEndpoint, type EndpointHostRule } from './endpoint-hosts';
import { validSubscriptionKeys } from './subscription-keys';

const m = messages.members.webPush;

/**
 * Registers a browser's subscription for the caller, beside the mobile apps' tokens and within
 * the same cap (storeDeviceToken): one registered before moves to the caller (the browser's member changed) with
 * the keys it has now. An endpoint off the list of push services is refused before anything is
 * stored, so no member can make the server call an address of their choosing.
 */
export async function subscribeWebPush(db: Db, userId: string, input: WebPushSubscribeRequest, endpointHosts: readonly EndpointHostRule[]) {
  if (!isAllowedEndpoint(input.endpoint, endpointHosts)) throw badRequest(m.endpointNotAllowed, { endpoint: m.endpointNotAllowed });
  if (!validSubscriptionKeys(input.keys)) throw badRequest(m.keysInvalid, { keys: m.keysInvalid });
  const subscription = { kind: 'web' as const, platform: 'web', p256dh: input.keys.p256dh, auth: input.keys.auth };
  await storeDeviceToken(db, userId, (tx) =>
    tx
      .insert(deviceTokens)
      .values({ userId, token: input.endpoint, ...subscription })
      .onConflictDoUpdate({ target: deviceTokens.token, set: { userId, ...subscription, createdAt: sql`now()` } }),
  );
  return { subscribed: true };
}

/** Removes one of the caller's subscriptions; another member's, or an unknown one, is a 404. */
export async function unsubscribeWebPush(db: Db, userId: string, input: WebPushUnsubscribeRequest) {
  const removed = await db
    .delete(deviceTokens)
    .where(and(eq(deviceTokens.token, input.endpoint), eq(deviceTokens.userId, userId), eq(deviceTokens.kind, 'web')))
    .returning({ id: deviceTokens.id });
  if (removed.length === 0) throw notFound(m.subscriptionNotFound);
  return { subscribed: false };
}
