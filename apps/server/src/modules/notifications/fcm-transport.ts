import crypto from 'node:crypto';
import fs from 'node:fs';
import { z } from 'zod';
import { ConfigurationError } from '../../lib/configuration-error';
import { retryAfterMs, sendInLanes, type PushMessage, type PushResult, type PushTransport, type SendOptions } from './transport';

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const DEFAULT_API_URL = 'https://fcm.googleapis.com';

/** The fields of a Google service-account key file that the token grant needs. */
const ZServiceAccount = z.object({
  project_id: z.string().min(1),
  client_email: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY'),
  token_uri: z.url().default('https://oauth2.googleapis.com/token'),
});
export type ServiceAccount = z.infer<typeof ZServiceAccount>;

/** Reads FCM_CREDENTIALS; a missing or malformed file stops start-up with a clear reason. */
export function readServiceAccount(file: string): ServiceAccount {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigurationError(`FCM_CREDENTIALS: cannot read ${file} as JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = ZServiceAccount.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new ConfigurationError(`FCM_CREDENTIALS: ${file} is not a service-account key file (check ${fields})`);
  }
  return parsed.data;
}

export interface FcmTransportOptions {
  credentials: ServiceAccount;
  /** Where messages:send lives; tests point it at a local stand-in. */
  apiUrl?: string;
  /** Overrides the credentials' token_uri. */
  tokenUri?: string;
  /** Messages in flight at once (FCM HTTP v1 takes one message per request). */
  concurrency?: number;
  timeoutMs?: number;
}

const ZTokenResponse = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive().default(3600) });
const ZFcmError = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
    details: z.array(z.object({ '@type': z.string().optional(), errorCode: z.string().optional() }).loose()).optional(),
  }),
});

/** Codes meaning "this token names no device of ours" (remove them). */
const INVALID_TOKEN_CODES = new Set(['UNREGISTERED', 'INVALID_ARGUMENT', 'SENDER_ID_MISMATCH']);
const RETRY_CODES = new Set(['UNAVAILABLE', 'INTERNAL', 'QUOTA_EXCEEDED']);

/**
 * Firebase Cloud Messaging over its HTTP v1 API with plain fetch: a service-account JWT
 * (RS256, node:crypto) is exchanged for an OAuth2 access token, cached until shortly before it
 * expires, and each message is one POST to messages:send.
 */
export class FcmTransport implements PushTransport {
  private readonly sendUrl: string;
  private readonly tokenUri: string;
  private readonly concurrency: number;
  private readonly timeoutMs: number;
  private access: { token: string; expiresAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;

  constructor(private readonly options: FcmTransportOptions) {
    const api = (options.apiUrl ?? DEFAULT_API_URL).replace(/\/+$/, '');
    this.sendUrl = `${api}/v1/projects/${encodeURIComponent(options.credentials.project_id)}/messages:send`;
    this.tokenUri = options.tokenUri ?? options.credentials.token_uri;
    this.concurrency = options.concurrency ?? 20;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async send(messages: PushMessage[], options: SendOptions = {}): Promise<PushResult[]> {
    // A failed token grant throws here: nothing was attempted, the whole batch is retried.
    await this.accessToken();
    return sendInLanes(messages, this.concurrency, options.signal, (message) => this.sendOne(message));
  }

  private signedGrant(): string {
    const { client_email: iss, private_key: key } = this.options.credentials;
    const now = Math.floor(Date.now() / 1000);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = { iss, scope: SCOPE, aud: this.tokenUri, iat: now, exp: now + 3600 };
    const unsigned = `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}`;
    return `${unsigned}.${crypto.sign('RSA-SHA256', Buffer.from(unsigned), key).toString('base64url')}`;
  }

  private async accessToken(): Promise<string> {
    if (this.access && this.access.expiresAt > Date.now()) return this.access.token;
    // One grant in flight at a time, however many messages are waiting for it.
    this.pendingToken ??= (async () => {
      try {
        const response = await fetch(this.tokenUri, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: this.signedGrant() }),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        const text = await response.text();
        if (!response.ok) throw new Error(`FCM token grant refused: HTTP ${response.status} ${text.slice(0, 200)}`);
        const token = ZTokenResponse.parse(JSON.parse(text));
        // Renewed a minute early so no request carries a token that expires on the way.
        this.access = { token: token.access_token, expiresAt: Date.now() + (token.expires_in - 60) * 1000 };
        return token.access_token;
      } finally {
        this.pendingToken = null;
      }
    })();
    return this.pendingToken;
  }

  private body(m: PushMessage) {
    return {
      message: {
        token: m.token,
        notification: { title: m.title, body: m.body },
        ...(m.data ? { data: m.data } : {}),
        ...(m.collapseKey
          ? {
              android: { collapse_key: m.collapseKey },
              apns: { headers: { 'apns-collapse-id': m.collapseKey.slice(0, 64) } },
              webpush: { headers: { Topic: m.collapseKey.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) } },
            }
          : {}),
      },
    };
  }

  private async sendOne(m: PushMessage): Promise<PushResult> {
    const token = m.token;
    let response: Response;
    let text: string;
    try {
      response = await fetch(this.sendUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${await this.accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify(this.body(m)),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      return { token, status: 'retry', error: `network: ${error instanceof Error ? error.message : String(error)}` };
    }
    if (response.ok) {
      // Accepted is accepted: an odd body must not turn a delivered message into a retry.
      const name = /"name"\s*:\s*"([^"]+)"/.exec(text)?.[1];
      return { token, status: 'sent', ...(name ? { messageId: name } : {}) };
    }
    let parsed: z.infer<typeof ZFcmError>['error'] | undefined;
    try {
      parsed = ZFcmError.parse(JSON.parse(text)).error;
    } catch {
      parsed = undefined;
    }
    const code = parsed?.details?.find((d) => d.errorCode)?.errorCode ?? parsed?.status ?? `HTTP_${response.status}`;
    const error = `${code}: ${parsed?.message ?? text.slice(0, 200)}`;
    if (INVALID_TOKEN_CODES.has(code)) return { token, status: 'invalid-token', error };
    if (response.status === 401) {
      // The access token was revoked or expired early: fetch a new one for the retry.
      this.access = null;
      return { token, status: 'retry', error };
    }
    if (RETRY_CODES.has(code) || response.status === 429 || response.status >= 500) {
      const after = retryAfterMs(response.headers.get('retry-after'));
      return { token, status: 'retry', error, ...(after === undefined ? {} : { retryAfterMs: after }) };
    }
    return { token, status: 'failed', error };
  }
}

/** The configured push transport, or null when FCM_CREDENTIALS is not set. */
export function pushTransportFromConfig(config: { fcmCredentials?: string; fcmApiUrl?: string }): PushTransport | null {
  return config.fcmCredentials ? new FcmTransport({ credentials: readServiceAccount(config.fcmCredentials), apiUrl: config.fcmApiUrl }) : null;
}
