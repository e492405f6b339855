import type https from 'node:https';
import webPush from 'web-push';
import type { VapidKeys } from '../../lib/secrets';
import { retryAfterMs, sendInLanes, type PushMessage, type PushResult, type PushTransport, type SendOptions } from '../notifications/transport';
import { isAllowedEndpoint, type EndpointHostRule } from './endpoint-hosts';
import { validSubscriptionKeys } from './subscription-keys';

export const ENDPOINT_NOT_ALLOWED = 'endpoint not on WEB_PUSH_ENDPOINT_HOSTS';
export const NOT_A_WEB_SUBSCRIPTION = 'not a Web Push subscription';
export const KEYS_INVALID = 'the subscription keys cannot encrypt a message';

export interface WebPushTransportOptions {
  vapid: VapidKeys;
  /** The VAPID `sub` claim: a mailto: or https: address the push service may contact. */
  subject: string;
  endpointHosts: readonly EndpointHostRule[];
  /** Tests trust their stand-in's self-signed certificate through this. */
  agent?: https.Agent;
  /** Messages in flight at once (one request each). */
  concurrency?: number;
  timeoutMs?: number;
  /** How long the push service keeps a message for a device that is offline. */
  ttlSeconds?: number;
}

/** What the service worker receives (decrypted), and shows. */
export interface WebPushPayload {
  title: string;
  body: string;
  icon: string;
  /** The app screen a tap opens, relative to the site. */
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag: string;
  data: Record<string, string>;
}

/** Web Push carries at most 4 KB encrypted: a long staff announcement is cut, the inbox has it whole. */
const TITLE_MAX = 120;
const BODY_MAX = 600;
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const id = (value: string | undefined) => encodeURIComponent(value ?? '');

/** The members' web app screen a push opens (its hash routes). */
export function appPathOf(data: Record<string, string>): string {
  if (data.type === 'message' && data.conversation_id) return `/#/app/chat/${id(data.conversation_id)}`;
  if (data.type === 'follow' && data.user_id) return `/#/app/members/${id(data.user_id)}`;
  // Alerts about a listing (a saved search's match, a favourite's price drop or sale) name it `listing_id`.
  const listing = data.classified_id ?? data.listing_id;
  if (listing) return `/#/app/classifieds/${id(listing)}`;
  if (data.post_id) return `/#/app/posts/${id(data.post_id)}`;
  return '/#/app/notifications';
}

export function webPushPayload(message: PushMessage): WebPushPayload {
  const data = message.data ?? {};
  return {
    title: cut(message.title, TITLE_MAX),
    body: cut(message.body, BODY_MAX),
    icon: '/icons/icon-192.png',
    url: appPathOf(data),
    tag: message.collapseKey ?? data.delivery_id ?? 'souq',
    data,
  };
}

/**
 * Web Push (RFC 8030) through the `web-push` package: each message is encrypted for its
 * subscription (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC 8292). Only
 * endpoints on the allow-list are ever called, checked again here as well as at subscription,
 * so a list narrowed since then applies at once.
 */
export class WebPushTransport implements PushTransport {
  private readonly concurrency: number;

  constructor(private readonly options: WebPushTransportOptions) {
    this.concurrency = options.concurrency ?? 20;
  }

  get publicKey(): string {
    return this.options.vapid.publicKey;
  }

  async send(messages: PushMessage[], options: SendOptions = {}): Promise<PushResult[]> {
    return sendInLanes(messages, this.concurrency, options.signal, (message) => this.sendOne(message));
  }

  private async sendOne(m: PushMessage): Promise<PushResult> {
    const token = m.token;
    if (!m.webPush) return { token, status: 'failed', error: NOT_A_WEB_SUBSCRIPTION };
    // A subscription the list no longer allows is forgotten, never called.
    if (!isAllowedEndpoint(token, this.options.endpointHosts)) return { token, status: 'invalid-token', error: ENDPOINT_NOT_ALLOWED };
    if (!validSubscriptionKeys(m.webPush)) return { token, status: 'invalid-token', error: KEYS_INVALID };
    try {
      await webPush.sendNotification({ endpoint: token, keys: m.webPush }, JSON.stringify(webPushPayload(m)), {
        vapidDetails: { subject: this.options.subject, publicKey: this.options.vapid.publicKey, privateKey: this.options.vapid.privateKey },
        contentEncoding: 'aes128gcm',
        TTL: this.options.ttlSeconds ?? 24 * 3600,
        urgency: 'normal',
        // RFC 8030 topics are at most 32 base64url characters: a repeat replaces the first.
        ...(m.collapseKey ? { topic: m.collapseKey.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) } : {}),
        timeout: this.options.timeoutMs ?? 10_000,
        ...(this.options.agent ? { agent: this.options.agent } : {}),
      });
      return { token, status: 'sent' };
    } catch (error) {
      if (!(error instanceof webPush.WebPushError)) {
        // A network failure or time-out: the push service may be back in a moment.
        return { token, status: 'retry', error: `network: ${error instanceof Error ? error.message : String(error)}` };
      }
      const status = error.statusCode;
      const text = `HTTP ${status}: ${String(error.body ?? '').slice(0, 200)}`;
      // The subscription expired or was withdrawn (RFC 8030 section 7.3): forget it.
      if (status === 404 || status === 410) return { token, status: 'invalid-token', error: text };
      if (status === 429 || status >= 500) {
        const after = retryAfterMs(error.headers['retry-after']);
        return { token, status: 'retry', error: text, ...(after === undefined ? {} : { retryAfterMs: after }) };
      }
      return { token, status: 'failed', error: text };
    }
  }
}
