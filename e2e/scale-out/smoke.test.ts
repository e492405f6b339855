import fs from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { messages } from '@souq/contract/messages';
import { SCALE_OUT_ACCOUNTS } from './accounts';
import { call as callAt, login as logIn, type CallOptions } from './http';

/**
 * The integration smoke suite through nginx: every call may land on either API process, and the
 * behaviour must be what one process gives.
 */
const base = inject('balancerUrl');
const apiPorts = inject('apiPorts');

// A real 8x8 PNG: uploads are sniffed (and images re-encoded) by the server.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC', 'base64');

/** Every call goes through nginx. */
const call = (method: string, path: string, options?: CallOptions) => callAt(base, method, path, options);
const login = (email: string, password: string) => logIn(base, { email, password });

/** The API processes (by port) that answered requests for this path, from nginx's access log. */
function upstreamsServing(pathPrefix: string): Set<number> {
  const lines = fs.readFileSync(inject('accessLog'), 'utf8').split('\n');
  const ports = new Set<number>();
  for (const line of lines) {
    const [, uri, , upstream] = line.split(' ');
    if (uri?.startsWith(pathPrefix) && upstream) ports.add(Number(upstream.split(':').pop()));
  }
  return ports;
}

describe('two API processes behind nginx', () => {
  it('spreads calls over both processes, and a token from one is good on the other', async () => {
    const token = await login(SCALE_OUT_ACCOUNTS.admin.email, SCALE_OUT_ACCOUNTS.admin.password);
    for (let i = 0; i < 10; i++) expect((await call('GET', '/api/me', { token })).status).toBe(200);
    expect(upstreamsServing('/api/me')).toEqual(new Set(apiPorts));
  });

  it('serves an upload stored through one process from both', async () => {
    const token = await login(SCALE_OUT_ACCOUNTS.admin.email, SCALE_OUT_ACCOUNTS.admin.password);
    const presigned = await call('POST', '/api/uploads/getPreSignedURLForUploadObject', {
      token,
      body: { fileNames: ['photo.png'], contentType: 'image/png', flocation: 'posts' },
    });
    expect(presigned.status, presigned.text).toBe(200);
    const [entry] = presigned.json().preSignedUrls as { url: string; path: string }[];
    if (!entry) throw new Error('no presigned url');
    expect(entry.url.startsWith(base)).toBe(true);
    const stored = await fetch(entry.url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: PNG });
    expect(stored.status, await stored.text()).toBe(200);
    for (let i = 0; i < 4; i++) {
      const fetched = await fetch(`${base}${entry.path}`);
      expect(fetched.status).toBe(200);
      expect(fetched.headers.get('content-type')).toBe('image/png');
      expect((await fetched.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    expect(upstreamsServing(entry.path)).toEqual(new Set(apiPorts));
  });

  it('counts login attempts made on both processes together', async () => {
    const { email, password } = SCALE_OUT_ACCOUNTS.throttled;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await call('POST', '/api/login', { body: { email, password: 'wrong-password' } })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // Attempts alternate between the processes; one process alone would have counted only half.
    const blocked = await call('POST', '/api/login', { body: { email, password } });
    expect(blocked.status).toBe(429);
    expect(blocked.json().error).toBe(messages.login.tooManyAttempts);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(upstreamsServing('/api/login')).toEqual(new Set(apiPorts));
  });

  it('delivers a push notification through the worker process', async () => {
    const member = await login(SCALE_OUT_ACCOUNTS.member.email, SCALE_OUT_ACCOUNTS.member.password);
    const registered = await call('POST', '/api/noti/register-device', {
      token: member,
      body: { token: 'scale-out-device', platform: 'android' },
    });
    expect(registered.status, registered.text).toBe(200);
    const admin = await login(SCALE_OUT_ACCOUNTS.admin.email, SCALE_OUT_ACCOUNTS.admin.password);
    const sent = await call('POST', '/api/noti/send-notification', {
      token: admin,
      body: { title: 'Scale-out', description: 'Delivered by the worker process', emails: [SCALE_OUT_ACCOUNTS.member.email] },
    });
    expect(sent.status, sent.text).toBe(200);
    const id = (sent.json().notification as { _id: string })._id;
    await expect
      .poll(
        async () => {
          const list = await call('GET', '/api/noti/get-notifications?page=1', { token: admin });
          const found = (list.json().notifications as { _id: string; complete: boolean; progress: Record<string, number> }[]).find((n) => n._id === id);
          return found && { complete: found.complete, progress: found.progress };
        },
        { timeout: 30_000, interval: 500 },
      )
      .toEqual({ complete: true, progress: { queued: 0, sent: 1, failed: 0, skipped: 0 } });
    const inbox = await call('GET', '/api/noti/my-notifications?page=1', { token: member });
    expect((inbox.json().notifications as { title: string }[]).map((n) => n.title)).toContain('Scale-out');
  });

  it('revokes a token on both processes once the password changes', async () => {
    const { email, password } = SCALE_OUT_ACCOUNTS.member;
    const old = await login(email, password);
    const changed = await call('POST', '/api/update-password', {
      token: old,
      body: { oldPassword: password, newPassword: `${password}-2` },
    });
    expect(changed.status, changed.text).toBe(200);
    for (let i = 0; i < 4; i++) expect((await call('GET', '/api/me', { token: old })).status).toBe(401);
  });

  it('ends a session everywhere within 100 ms when one process revokes it, though both had it cached', async () => {
    // Its own session of the admin account: the member's password was changed above.
    const { email, password } = SCALE_OUT_ACCOUNTS.admin;
    const token = await login(email, password);
    const [first, second] = apiPorts.map((port) => `http://127.0.0.1:${port}`);
    const me = (origin: string) => fetch(`${origin}/api/me`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);
    // Both processes have now read, and remember, this session.
    expect([await me(first!), await me(second!)]).toEqual([200, 200]);
    expect([await me(first!), await me(second!)]).toEqual([200, 200]);

    const revoked = await fetch(`${first}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(revoked.status).toBe(200);
    const started = performance.now();
    // The process that revoked it forgets at once; the other hears of it from PostgreSQL.
    expect(await me(first!)).toBe(401);
    let status = await me(second!);
    while (status === 200 && performance.now() - started < 2_000) status = await me(second!);
    const latency = performance.now() - started;
    expect(status).toBe(401);
    console.log(`revocation reached the other process after ${latency.toFixed(1)} ms`);
    expect(latency).toBeLessThan(100);
  });
});
