import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs';
import { savedSearches } from '../../db/schema/saved-searches';
import { createTestContext, type TestContext } from '../../../test/helper';
import { buildCategory, buildClassified } from '../../../test/factories';
import { savedSearchOfToken } from '../saved-searches/unsubscribe-token';
import { createBackgroundJobs } from './background-jobs';
import { createJobRunner } from './job-runner';
import { backoffMs, enqueueJob } from './jobs';

/** The durable job table: retries with back-off, survives a restart, recurring jobs, the daily digest. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ LOGIN_RATE_MAX: '1000', MEMBER_WRITE_RATE_MAX: '1000' });
});
afterAll(() => t.close());

const rowOf = async (kind: string) => (await t.db.select().from(jobs).where(eq(jobs.kind, kind)))[0];
const dueNow = (kind: string) =>
  t.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.kind, kind));

describe('the job runner', () => {
  it('retries a failing job with growing back-off, then keeps it as failed', async () => {
    await enqueueJob(t.db, 'price-drop', { n: 1 }, { maxAttempts: 3 });
    let calls = 0;
    const runner = createJobRunner({
      db: t.db,
      handlers: {
        'price-drop': async () => {
          calls += 1;
          throw new Error('provider down');
        },
      },
      backoffBaseMs: 60_000,
    });
    await runner.drain();
    let row = await rowOf('price-drop');
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'provider down' });
    // Not due before its back-off: a drain runs nothing.
    const waitMs = row!.runAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(40_000);
    expect(await runner.drain()).toBe(0);
    await dueNow('price-drop');
    await runner.drain();
    row = await rowOf('price-drop');
    expect(row!.runAt.getTime() - Date.now()).toBeGreaterThan(90_000);
    await dueNow('price-drop');
    await runner.drain();
    expect(calls).toBe(3);
    expect(await rowOf('price-drop')).toMatchObject({ status: 'failed', attempts: 3 });
    await t.db.delete(jobs).where(eq(jobs.kind, 'price-drop'));
    expect(backoffMs(1, 1000, 10_000, () => 0.5)).toBe(1000);
    expect(backoffMs(3, 1000, 10_000, () => 0.5)).toBe(4000);
    expect(backoffMs(10, 1000, 10_000, () => 0.5)).toBe(10_000);
  });

  it('survives a restart: a job claimed by a worker that died runs again once its lease ends', async () => {
    await enqueueJob(t.db, 'favourite-sold', { listingId: '00000000-0000-4000-8000-000000000000' });
    let ran = 0;
    const dying = createJobRunner({
      db: t.db,
      leaseMs: 60_000,
      handlers: {
        'favourite-sold': async () => {
          ran += 1;
          // The process dies mid-job: nothing is recorded.
          throw Object.assign(new Error('killed'), { killed: true });
        },
      },
    });
    // Claimed, then "killed": simulate by claiming without finishing (a lease far ahead).
    await t.db
      .update(jobs)
      .set({ runAt: sql`now() + interval '1 minute'`, attempts: 1 })
      .where(eq(jobs.kind, 'favourite-sold'));
    expect(await dying.drain()).toBe(0);
    expect(ran).toBe(0);
    // The lease ends: a fresh worker (after a restart) picks it up and finishes it.
    await dueNow('favourite-sold');
    const fresh = createJobRunner({ db: t.db, handlers: { 'favourite-sold': async () => void (ran += 1) } });
    expect(await fresh.drain()).toBe(1);
    expect(ran).toBe(1);
    expect(await rowOf('favourite-sold')).toBeUndefined();
  });

  it('keeps one row per recurring job and moves it to its next run', async () => {
    const runner = createBackgroundJobs({ db: t.db, mailer: t.app.mailer, publicUrl: 'http://souq.test', timeZone: 'Asia/Kuwait', unsubscribeSecret: 's' });
    await runner.drain();
    await runner.drain();
    const rows = await t.db.select().from(jobs).where(eq(jobs.kind, 'expiry-reminders'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
    expect(await t.db.$count(jobs, eq(jobs.kind, 'saved-search-digests'))).toBe(1);
  });

  it('runs in the background once started and stops cleanly', async () => {
    let ran = 0;
    await enqueueJob(t.db, 'saved-search-match', {});
    const runner = createJobRunner({ db: t.db, pollIntervalMs: 20, handlers: { 'saved-search-match': async () => void (ran += 1) } });
    runner.start();
    for (let i = 0; i < 100 && ran === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    await runner.stop();
    expect(ran).toBe(1);
  });
});

describe('the daily digest', () => {
  const outbox = () => path.join(t.config.dataDir, 'outbox');
  const mails = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).sort() : []);
  const read = (file: string) =>
    Buffer.from(
      fs
        .readFileSync(path.join(outbox(), file), 'latin1')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');

  it("sends one e-mail a day per daily search with new listings, in the member's language, with a one-tap unsubscribe link", async () => {
    const a = await t.userWithToken('user');
    await t.db.execute(sql`update users set language = 'ar' where id = ${a.id}`);
    const category = await buildCategory(t.db);
    const saved = await t.as(a).post('/api/v1/saved-searches', { alert: 'daily', params: { category_id: category.id } });
    const id = (saved.json() as { _id: string })._id;
    await buildClassified(t.db, { categoryId: category.id });
    await buildClassified(t.db, { categoryId: category.id });
    const runner = createBackgroundJobs({
      db: t.db,
      mailer: t.app.mailer,
      publicUrl: 'http://souq.test',
      timeZone: 'Asia/Kuwait',
      unsubscribeSecret: 'digest-secret',
    });
    await runner.drain();
    const before = mails();
    await dueNow('saved-search-digests');
    await runner.drain();
    const sent = mails().filter((file) => !before.includes(file));
    expect(sent).toHaveLength(1);
    const mail = read(sent[0]!);
    expect(mail).toContain('إعلانات جديدة لبحثك المحفوظ');
    expect(mail).toContain(`http://souq.test/#/app/saved-searches/${id}`);
    const token = decodeURIComponent(/#\/app\/unsubscribe\/([^\s"<]+)/.exec(mail)![1]!);
    expect(savedSearchOfToken('digest-secret', token)).toBe(id);

    // Another listing the same day waits for tomorrow's digest.
    await buildClassified(t.db, { categoryId: category.id });
    await dueNow('saved-search-digests');
    const second = mails();
    await runner.drain();
    expect(mails()).toEqual(second);
    await t.db
      .update(savedSearches)
      .set({ digestAt: sql`now() - interval '25 hours'` })
      .where(eq(savedSearches.id, id));
    await dueNow('saved-search-digests');
    await runner.drain();
    expect(mails().length).toBe(second.length + 1);
  });
});
