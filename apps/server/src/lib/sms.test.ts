import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createSmsSender, isAllowedSmsUrl, SmsError } from './sms';
import { startSmsStandIn, STAND_IN_SID, STAND_IN_TOKEN, type SmsStandIn } from '../../test/sms-stand-in';
import { textsIn } from '../../test/sms-outbox';

const quiet = () => undefined;
let standIn: SmsStandIn;
beforeAll(async () => {
  standIn = await startSmsStandIn();
});
afterAll(() => standIn.close());

describe('the HTTP SMS client (Twilio Messages API) against a local stand-in', () => {
  it('posts To, From and Body as a form with basic auth from the userinfo, which stays out of the request line', async () => {
    const sms = createSmsSender({ url: standIn.url, from: 'Souq', outboxDir: '/nonexistent', log: quiet });
    expect(sms.kind).toBe('http');
    await sms.send({ to: '+96550001234', body: 'رمزك في سوق هو 123456' });
    const got = standIn.received.at(-1)!;
    expect(got).toMatchObject({ to: '+96550001234', from: 'Souq', body: 'رمزك في سوق هو 123456', path: `/2010-04-01/Accounts/${STAND_IN_SID}/Messages.json` });
    expect(got.contentType).toBe('application/x-www-form-urlencoded');
    expect(got.authorization).toBe(`Basic ${Buffer.from(`${STAND_IN_SID}:${STAND_IN_TOKEN}`).toString('base64')}`);
  });

  it('turns a refusal or a silent provider into an SmsError naming the status', async () => {
    const sms = createSmsSender({ url: standIn.url, from: 'Souq', outboxDir: '/nonexistent', log: quiet, timeoutMs: 200 });
    standIn.failWith(401);
    await expect(sms.send({ to: '+96550001234', body: 'x' })).rejects.toThrow(/answered 401/);
    standIn.failWith(null);
    standIn.delay(1_000);
    await expect(sms.send({ to: '+96550001234', body: 'x' })).rejects.toBeInstanceOf(SmsError);
    standIn.delay(0);
  });

  it('reports an unreachable provider as an SmsError', async () => {
    const sms = createSmsSender({ url: 'http://127.0.0.1:1/Messages.json', from: 'Souq', outboxDir: '/nonexistent', log: quiet });
    await expect(sms.send({ to: '+96550001234', body: 'x' })).rejects.toThrow(/unreachable/);
  });
});

describe('without SMS_URL', () => {
  it('writes each message to the outbox folder as JSON', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-sms-'));
    try {
      const logged: string[] = [];
      const sms = createSmsSender({ from: 'Souq', outboxDir: path.join(dataDir, 'sms-outbox'), log: (m) => logged.push(m) });
      expect(sms.kind).toBe('file');
      await sms.send({ to: '+96550001234', body: 'Your Souq code is 000123.' });
      expect(textsIn(dataDir)).toEqual([expect.objectContaining({ to: '+96550001234', from: 'Souq', body: 'Your Souq code is 000123.' })]);
      expect(logged).toHaveLength(1);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('SMS_URL', () => {
  it('takes https anywhere and plain http only to this machine, so the credentials never cross a network in clear', () => {
    expect(isAllowedSmsUrl('https://SID:TOKEN@api.twilio.com/2010-04-01/Accounts/SID/Messages.json')).toBe(true);
    expect(isAllowedSmsUrl('http://SID:TOKEN@127.0.0.1:9999/x')).toBe(true);
    expect(isAllowedSmsUrl('http://SID:TOKEN@api.twilio.com/x')).toBe(false);
    expect(isAllowedSmsUrl('ftp://example.com')).toBe(false);
    expect(isAllowedSmsUrl('not a url')).toBe(false);
    expect(() => loadConfig({ SMS_URL: 'http://sms.example.com/send' })).toThrow(/SMS_URL must be an https:\/\/ address/);
    expect(loadConfig({ SMS_URL: 'https://a:b@sms.example.com/send' }).sms).toEqual({ url: 'https://a:b@sms.example.com/send', from: 'Souq' });
  });
});
