import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface TextMessage {
  /** E.164, `+96550001234`. */
  to: string;
  body: string;
}

export interface SmsSender {
  readonly kind: 'http' | 'file';
  send(message: TextMessage): Promise<void>;
}

export interface SmsOptions {
  /**
   * An HTTP provider's messages endpoint with its credentials as userinfo, Twilio's form:
   * `https://SID:TOKEN@api.twilio.com/2010-04-01/Accounts/SID/Messages.json`.
   */
  url?: string;
  from: string;
  /** Where messages go when there is no provider: one JSON file each. */
  outboxDir: string;
  log: (message: string, details: Record<string, unknown>) => void;
  /** How long the provider may take to answer. */
  timeoutMs?: number;
}

/** A provider's refusal or silence: the route answers that the text could not be sent. */
export class SmsError extends Error {
  override name = 'SmsError';
}

/** Whether `SMS_URL` may be used: https, or plain http to this machine only (a stand-in), so credentials never cross a network in clear. */
export function isAllowedSmsUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/**
 * Twilio's Messages API (and the many providers that copy it) when `SMS_URL` is set: a form POST
 * of To, From and Body with basic auth from the URL's userinfo, which is never sent in the URL
 * itself. Without it each message is written to DATA_DIR/sms-outbox, as mail is to the outbox,
 * so phone verification works on the embedded default and in tests.
 */
export function createSmsSender(options: SmsOptions): SmsSender {
  if (options.url) {
    const endpoint = new URL(options.url);
    const user = decodeURIComponent(endpoint.username);
    const password = decodeURIComponent(endpoint.password);
    endpoint.username = '';
    endpoint.password = '';
    const authorization = user || password ? `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` : undefined;
    const timeoutMs = options.timeoutMs ?? 10_000;
    return {
      kind: 'http',
      async send(message) {
        let response: Response;
        try {
          response = await fetch(endpoint, {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              accept: 'application/json',
              ...(authorization ? { authorization } : {}),
            },
            body: new URLSearchParams({ To: message.to, From: options.from, Body: message.body }),
            redirect: 'error',
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (error) {
          throw new SmsError(`SMS provider unreachable: ${(error as Error).message}`, { cause: error });
        }
        // The provider's answer may name the account or echo the text: only its status and a short excerpt go to the log.
        const answer = await response.text().catch(() => '');
        if (!response.ok) throw new SmsError(`SMS provider answered ${response.status}: ${answer.slice(0, 200)}`);
      },
    };
  }
  return {
    kind: 'file',
    async send(message) {
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID()}.json`);
      const record = { to: message.to, from: options.from, body: message.body, createdAt: new Date().toISOString() };
      await fs.writeFile(file, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
      options.log('text message written to the SMS outbox (no SMS_URL)', { file });
    },
  };
}
