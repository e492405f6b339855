// Test support, not bundled: seeded recipients and a recording push transport for outbox tests.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPushJobs } from '../../db/schema/outbox';
import { deviceTokens, users } from '../../db/schema/users';
import type { PushMessage, PushResult, PushTransport, SendOptions } from './transport';

/** Users with one device each, inserted 1000 rows per statement; answers their e-mails and tokens. */
export async function seedDevices(db: Db, prefix: string, count: number, tokenOf = (i: number) => `${prefix}-token-${i}`) {
  const emails: string[] = [];
  const tokens: string[] = [];
  for (let start = 0; start < count; start += 1000) {
    const size = Math.min(1000, count - start);
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, j) => ({ name: `${prefix} ${start + j}`, email: `${prefix}-${start + j}@example.test` })),
      )
      .returning({ id: users.id, email: users.email });
    await db
      .insert(deviceTokens)
      .values(created.map((u, j) => ({ userId: u.id, token: tokenOf(start + j), platform: 'android' })));
    emails.push(...created.map((u) => u.email));
    tokens.push(...created.map((_, j) => tokenOf(start + j)));
  }
  return { emails, tokens };
}

/** Records every message it is handed and answers what `answer` says (sent by default). */
export class RecordingTransport implements PushTransport {
  readonly counts = new Map<string, number>();
  readonly log: { token: string; at: number; by?: string }[] = [];
  total = 0;
  constructor(
    private readonly options: {
      answer?: (message: PushMessage, attempt: number) => PushResult;
      /** Called after each recorded message with the running total. */
      onMessage?: (total: number) => void;
      delayMs?: number;
      name?: string;
    } = {},
  ) {}

  async send(messages: PushMessage[], options: SendOptions = {}): Promise<PushResult[]> {
    const results: PushResult[] = [];
    for (const m of messages) {
      if (options.signal?.aborted) {
        results.push({ token: m.token, status: 'not-attempted' });
        continue;
      }
      const attempt = (this.counts.get(m.token) ?? 0) + 1;
      this.counts.set(m.token, attempt);
      this.log.push({ token: m.token, at: Date.now(), by: this.options.name });
      this.total += 1;
      this.options.onMessage?.(this.total);
      results.push(this.options.answer?.(m, attempt) ?? { token: m.token, status: 'sent' });
    }
    await new Promise((resolve) => setTimeout(resolve, this.options.delayMs ?? 0));
    return results;
  }
}

export async function jobOf(db: Db, notificationId: string) {
  const [job] = await db.select().from(notificationPushJobs).where(eq(notificationPushJobs.notificationId, notificationId));
  if (!job) throw new Error(`no push job for ${notificationId}`);
  return { ...job, queued: job.total - job.sent - job.failed - job.skipped };
}

/** Polls until the notification's push job has nothing left to do. */
export async function waitUntilComplete(db: Db, notificationId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await jobOf(db, notificationId);
    if (job.fanoutDone && job.queued === 0) return job;
    if (Date.now() > deadline) throw new Error(`push job not complete in time: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
