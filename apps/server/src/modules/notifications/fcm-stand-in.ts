// Test support, not bundled: a local stand-in for Google's token endpoint and FCM HTTP v1.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ServiceAccount } from './fcm-transport';

const PROJECT = 'souq-test';

export interface FcmStandIn {
  url: string;
  credentials: ServiceAccount;
  /** A service-account file pointing at the stand-in, as FCM_CREDENTIALS would name it. */
  credentialsFile: string;
  grants: number;
  /** Every messages:send request body, in arrival order. */
  sent: { token: string; body: Record<string, unknown>; at: number }[];
  /** How many times each token was answered 503 so far. */
  unavailable: Map<string, number>;
  /** Forces the next token grant to fail. */
  refuseGrants: boolean;
  /** Revokes every access token issued so far. */
  revokeTokens(): void;
  close(): Promise<void>;
}

/** Token prefix, HTTP status, google.rpc status, FcmError code, extra headers. */
const REFUSALS: [string, number, string, string, Record<string, string>?][] = [
  ['gone-', 404, 'NOT_FOUND', 'UNREGISTERED'],
  ['bad-', 400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT'],
  ['denied-', 403, 'PERMISSION_DENIED', 'THIRD_PARTY_AUTH_ERROR'],
  ['later-', 429, 'RESOURCE_EXHAUSTED', 'QUOTA_EXCEEDED', { 'retry-after': '7' }],
];

function fcmError(code: number, status: string, errorCode: string, message: string) {
  return {
    error: {
      code,
      message,
      status,
      details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }],
    },
  };
}

/**
 * Speaks the two APIs the way Google does. Message tokens pick the answer: `ok-*` succeeds,
 * `gone-*` is UNREGISTERED (404), `bad-*` INVALID_ARGUMENT (400), `busy<N>-*` answers 503 the
 * first N times, `denied-*` PERMISSION_DENIED (403), `later-*` QUOTA_EXCEEDED with Retry-After 7.
 * `sendDelayMs` holds each accepted message's answer, like a slow network.
 */
export async function startFcmStandIn(options: { sendDelayMs?: number } = {}): Promise<FcmStandIn> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const validTokens = new Set<string>();
  const state = { grants: 0, refuseGrants: false, sent: [] as FcmStandIn['sent'], unavailable: new Map<string, number>() };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      if (req.method === 'POST' && req.url === '/token') {
        const form = new URLSearchParams(raw);
        const [header, claims, signature] = (form.get('assertion') ?? '').split('.');
        const ok =
          !state.refuseGrants &&
          form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
          header !== undefined &&
          claims !== undefined &&
          signature !== undefined &&
          crypto.verify('RSA-SHA256', Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature, 'base64url'));
        const payload = ok ? (JSON.parse(Buffer.from(claims!, 'base64url').toString()) as Record<string, unknown>) : {};
        if (!ok || payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging' || payload.aud !== `${url}/token`) {
          state.refuseGrants = false;
          return reply(400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
        }
        state.grants += 1;
        const accessToken = `ya29.stand-in-${state.grants}`;
        validTokens.add(accessToken);
        return reply(200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
      }
      if (req.method === 'POST' && req.url === `/v1/projects/${PROJECT}/messages:send`) {
        const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
        if (!validTokens.has(bearer)) {
          const message = 'Request had invalid authentication credentials.';
          return reply(401, { error: { code: 401, message, status: 'UNAUTHENTICATED' } });
        }
        const body = JSON.parse(raw) as { message: { token: string } };
        const token = body.message.token;
        state.sent.push({ token, body, at: Date.now() });
        const busy = /^busy(\d+)-/.exec(token);
        if (busy && (state.unavailable.get(token) ?? 0) < Number(busy[1])) {
          state.unavailable.set(token, (state.unavailable.get(token) ?? 0) + 1);
          return reply(503, fcmError(503, 'UNAVAILABLE', 'UNAVAILABLE', 'The service is unavailable.'), { 'retry-after': '0' });
        }
        const refusal = REFUSALS.find(([prefix]) => token.startsWith(prefix));
        if (refusal) {
          const [, code, status, errorCode, headers] = refusal;
          return reply(code, fcmError(code, status, errorCode, `${errorCode} (stand-in)`), headers);
        }
        const name = `projects/${PROJECT}/messages/${state.sent.length}`;
        // Recorded on arrival, answered later: a sender killed meanwhile has still delivered.
        if (options.sendDelayMs) setTimeout(() => reply(200, { name }), options.sendDelayMs);
        else reply(200, { name });
        return;
      }
      return reply(404, { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('stand-in did not listen');
  const url = `http://127.0.0.1:${address.port}`;

  const credentials: ServiceAccount = {
    project_id: PROJECT,
    client_email: `push@${PROJECT}.iam.gserviceaccount.com`,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    token_uri: `${url}/token`,
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-fcm-'));
  const credentialsFile = path.join(dir, 'service-account.json');
  fs.writeFileSync(credentialsFile, JSON.stringify({ type: 'service_account', ...credentials }));

  return {
    url,
    credentials,
    credentialsFile,
    get grants() {
      return state.grants;
    },
    sent: state.sent,
    unavailable: state.unavailable,
    get refuseGrants() {
      return state.refuseGrants;
    },
    set refuseGrants(value: boolean) {
      state.refuseGrants = value;
    },
    revokeTokens: () => validTokens.clear(),
    close: async () => {
      fs.rmSync(dir, { recursive: true, force: true });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
