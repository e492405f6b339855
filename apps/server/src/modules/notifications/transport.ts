/** One push message for one device. */
export interface PushMessage {
  token: string;
  title: string;
  body: string;
  data?: Record<string, string>;
  /**
   * Devices keep only the latest message with the same key: if a crash makes the outbox send a
   * message twice, the second replaces the first instead of showing twice.
   */
  collapseKey?: string;
  /**
   * A Web Push subscription's keys: `token` is then the push service's endpoint, and the message
   * goes out by Web Push (RFC 8030/8291), encrypted for these keys, instead of by FCM.
   */
  webPush?: { p256dh: string; auth: string };
}

/** What became of one message; `token` names the device it was for. */
export type PushResult =
  | { token: string; status: 'sent'; messageId?: string }
  /** The provider says the token no longer names a device: it should be forgotten. */
  | { token: string; status: 'invalid-token'; error: string }
  /** A passing failure (overload, network): worth another attempt later. */
  | { token: string; status: 'retry'; error: string; retryAfterMs?: number }
  /** A failure another attempt will not fix. */
  | { token: string; status: 'failed'; error: string }
  /** Not sent because nothing is configured to send it (FCM without credentials). */
  | { token: string; status: 'skipped'; error: string }
  /** Never sent because the caller asked to stop; goes back to the queue as it was. */
  | { token: string; status: 'not-attempted' };

export interface SendOptions {
  /**
   * Aborted when the worker stops: messages not yet started answer 'not-attempted', those in
   * flight finish, so a graceful stop takes at most one request's time-out.
   */
  signal?: AbortSignal;
}

/**
 * Delivers push messages. Answers one result per message, in the order given; throws only when
 * nothing could be attempted at all (the outbox then retries the whole batch).
 */
export interface PushTransport {
  /**
   * False when FCM messages are only answered 'skipped' (no credentials) while Web Push works:
   * staff notifications then record their mobile deliveries as skipped when fanned out, as the
   * console says. Absent means everything this transport is given can be sent.
   */
  readonly fcmConfigured?: boolean;
  send(messages: PushMessage[], options?: SendOptions): Promise<PushResult[]>;
}

/** An HTTP `Retry-After` (seconds or a date) in milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | string[] | null | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * Sends `messages` through `sendOne` on at most `concurrency` lanes, answering in their order;
 * once `signal` aborts, the messages not yet started answer 'not-attempted'.
 */
export async function sendInLanes(
  messages: readonly PushMessage[],
  concurrency: number,
  signal: AbortSignal | undefined,
  sendOne: (message: PushMessage) => Promise<PushResult>,
): Promise<PushResult[]> {
  const results: PushResult[] = new Array(messages.length);
  let next = 0;
  const lane = async () => {
    while (next < messages.length) {
      const i = next++;
      const message = messages[i]!;
      results[i] = signal?.aborted ? { token: message.token, status: 'not-attempted' } : await sendOne(message);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, messages.length) }, lane));
  return results;
}
