import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FcmTransport, pushTransportFromConfig, readServiceAccount } from './fcm-transport';
import { startFcmStandIn, type FcmStandIn } from '../../../test/fixtures/fcm-stand-in';

let fcm: FcmStandIn;
beforeAll(async () => {
  fcm = await startFcmStandIn();
});
afterAll(() => fcm.close());
beforeEach(() => {
  fcm.sent.length = 0;
  fcm.unavailable.clear();
});

const message = (token: string) => ({ token, title: 'Eid sale', body: 'Half price', data: { notification_id: 'n1' }, collapseKey: 'n1' });
const transport = () => new FcmTransport({ credentials: readServiceAccount(fcm.credentialsFile), apiUrl: fcm.url, concurrency: 4 });

describe('the FCM HTTP v1 transport', () => {
  it('signs one grant for many messages and maps every answer, in order', async () => {
    const push = transport();
    const grantsBefore = fcm.grants;
    const results = await push.send(['ok-1', 'gone-1', 'bad-1', 'busy1-1', 'denied-1', 'later-1', 'ok-2'].map((token) => message(token)));
    expect(fcm.grants - grantsBefore).toBe(1);
    expect(results).toEqual([
      { token: 'ok-1', status: 'sent', messageId: expect.stringMatching(/^projects\/souq-test\/messages\//) },
      { token: 'gone-1', status: 'invalid-token', error: expect.stringMatching(/^UNREGISTERED/) },
      { token: 'bad-1', status: 'invalid-token', error: expect.stringMatching(/^INVALID_ARGUMENT/) },
      { token: 'busy1-1', status: 'retry', error: expect.stringMatching(/^UNAVAILABLE/), retryAfterMs: 0 },
      { token: 'denied-1', status: 'failed', error: expect.stringMatching(/^THIRD_PARTY_AUTH_ERROR/) },
      { token: 'later-1', status: 'retry', error: expect.stringMatching(/^QUOTA_EXCEEDED/), retryAfterMs: 7000 },
      { token: 'ok-2', status: 'sent', messageId: expect.any(String) },
    ]);
    // The cached access token serves the next batch too.
    expect((await push.send([message('busy1-1')]))[0]?.status).toBe('sent');
    expect(fcm.grants - grantsBefore).toBe(1);
  });

  it('sends the notification with a collapse key on every platform', async () => {
    await transport().send([message('ok-3')]);
    expect(fcm.sent[0]?.body).toEqual({
      message: {
        token: 'ok-3',
        notification: { title: 'Eid sale', body: 'Half price' },
        data: { notification_id: 'n1' },
        android: { collapse_key: 'n1' },
        apns: { headers: { 'apns-collapse-id': 'n1' } },
        webpush: { headers: { Topic: 'n1' } },
      },
    });
  });

  it('fetches a new access token after a 401, and fails the whole batch when no grant is given', async () => {
    const push = transport();
    await push.send([message('ok-4')]);
    fcm.revokeTokens();
    const [revoked] = await push.send([message('ok-5')]);
    expect(revoked).toMatchObject({ status: 'retry', error: expect.stringMatching(/UNAUTHENTICATED/) });
    const grantsBefore = fcm.grants;
    expect((await push.send([message('ok-5')]))[0]?.status).toBe('sent');
    expect(fcm.grants).toBe(grantsBefore + 1);

    const fresh = transport();
    fcm.refuseGrants = true;
    await expect(fresh.send([message('ok-6')])).rejects.toThrow(/token grant refused: HTTP 400/);
    expect(fcm.sent.map((s) => s.token)).not.toContain('ok-6');
  });

  it('does not start messages once asked to stop, and retries when the service is unreachable', async () => {
    const push = transport();
    const stop = new AbortController();
    stop.abort();
    expect(await push.send([message('ok-7'), message('ok-8')], { signal: stop.signal })).toEqual([
      { token: 'ok-7', status: 'not-attempted' },
      { token: 'ok-8', status: 'not-attempted' },
    ]);
    const unreachable = new FcmTransport({ credentials: readServiceAccount(fcm.credentialsFile), apiUrl: 'http://127.0.0.1:9' });
    expect((await unreachable.send([message('ok-9')]))[0]).toMatchObject({ status: 'retry', error: expect.stringMatching(/^network/) });
  });

  it('refuses a missing or malformed credentials file with a clear reason', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-fcm-bad-'));
    try {
      expect(() => readServiceAccount(path.join(dir, 'missing.json'))).toThrow(/FCM_CREDENTIALS: cannot read/);
      fs.writeFileSync(path.join(dir, 'other.json'), JSON.stringify({ project_id: 'x' }));
      expect(() => readServiceAccount(path.join(dir, 'other.json'))).toThrow(/not a service-account key file \(check client_email, private_key\)/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(pushTransportFromConfig({})).toBeNull();
    expect(pushTransportFromConfig({ fcmCredentials: fcm.credentialsFile })).toBeInstanceOf(FcmTransport);
  });

  it('sends to FCM_API_URL when one is configured', async () => {
    const push = pushTransportFromConfig({ fcmCredentials: fcm.credentialsFile, fcmApiUrl: fcm.url });
    expect((await push?.send([message('configured-endpoint')]))?.[0]?.status).toBe('sent');
    expect(fcm.sent.map((s) => s.token)).toContain('configured-endpoint');
  });
});
