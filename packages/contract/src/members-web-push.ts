import { z } from 'zod';
import { defineRoute } from './route';
import { messages } from './messages';
import { MEMBER_ROLES, MEMBERS_TAG } from './members-common';

/**
 * The members' API, Web Push: the members' web app subscribes the browser with the server's
 * VAPID public key and registers the subscription here; the outbox then sends it what it sends
 * the mobile apps by FCM. Endpoints must be https on the server's list of push services.
 */

const m = messages.members.webPush;
const tag = MEMBERS_TAG;

const isHttpsUrl = (text: string) => {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
};

const ZKey = (min: number, max: number) =>
  z
    .string({ error: m.keysInvalid })
    .min(min, m.keysInvalid)
    .max(max, m.keysInvalid)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, m.keysInvalid);

export const ZWebPushEndpoint = z.string({ error: m.endpointInvalid }).trim().max(2048, m.endpointInvalid).refine(isHttpsUrl, m.endpointInvalid);

/** `PushSubscription.toJSON()` as browsers give it; `expirationTime` is accepted and ignored. */
export const ZWebPushSubscribeRequest = z.object(
  {
    endpoint: ZWebPushEndpoint,
    expirationTime: z.number().nullable().optional(),
    // An uncompressed P-256 point (65 bytes: 87 characters) and a 16-byte secret (22).
    keys: z.object({ p256dh: ZKey(86, 90), auth: ZKey(21, 24) }, { error: m.keysInvalid }),
  },
  { error: m.subscriptionInvalid },
);
export type WebPushSubscribeRequest = z.infer<typeof ZWebPushSubscribeRequest>;

export const ZWebPushUnsubscribeRequest = z.object({ endpoint: ZWebPushEndpoint }, { error: m.subscriptionInvalid });
export type WebPushUnsubscribeRequest = z.infer<typeof ZWebPushUnsubscribeRequest>;

export const ZWebPushKey = z.object({
  /** base64url of the VAPID public key: `applicationServerKey` of `pushManager.subscribe`. */
  publicKey: z.string(),
});
export const ZWebPushState = z.object({ subscribed: z.boolean() });

export const webPushKeyRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/web-push/key',
  access: MEMBER_ROLES,
  tag,
  summary: "The server's VAPID public key, for subscribing a browser to Web Push",
  response: ZWebPushKey,
});

export const webPushSubscribeRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/web-push/subscriptions',
  access: MEMBER_ROLES,
  budget: 'devices',
  tag,
  summary:
    "Register this browser's Web Push subscription for the caller (an https endpoint of a known push service; one registered before moves to the caller); past the device cap the oldest is dropped",
  body: ZWebPushSubscribeRequest,
  response: ZWebPushState,
  errors: [429],
});

export const webPushUnsubscribeRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/web-push/subscriptions',
  access: MEMBER_ROLES,
  budget: 'devices',
  tag,
  summary: "Remove one of the caller's Web Push subscriptions (404 when it is not the caller's)",
  body: ZWebPushUnsubscribeRequest,
  response: ZWebPushState,
  errors: [429],
});
