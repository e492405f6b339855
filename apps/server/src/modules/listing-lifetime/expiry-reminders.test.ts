import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ZInbox } from '@souq/contract/notifications';
import { classifiedPosts } from '../../db/schema/classifieds';
import { notifications } from '../../db/schema/content';
import { users } from '../../db/schema/users';
import type { Mail, Mailer } from '../../lib/mailer';
import { createTestContext, type TestContext } from '../../../test/helper';
import { buildClassified } from '../../../test/factories';
import { sendExpiryReminders, type ReminderOptions } from './expiry-reminders';

/** The reminder 3 days before a listing ends: one inbox notice and one e-mail a lifetime, in the owner's language. */
let t: TestContext;
let options: ReminderOptions;
beforeAll(async () => {
  t = await createTestContext();
  options = {
    db: t.db,
    // The app's own mailer: without SMTP_URL, .eml files in DATA_DIR/outbox.
    mailer: t.app.mailer,
    publicUrl: 'http://souq.test',
    timeZone: 'Asia/Kuwait',
  };
});
afterAll(() => t.close());

const p = classifiedPosts;
const outbox = () => path.join(t.config.dataDir, 'outbox');
const mails = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).sort() : []);
/** A mail file as a mail program shows it (quoted-printable decoded). */
const read = (file: string) =>
  Buffer.from(
    fs
      .readFileSync(path.join(outbox(), file), 'latin1')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A listing of a new member (in `language`) ending `days` from now. */
async function endingIn(days: number, language: 'en' | 'ar' | null = 'en', overrides: Partial<typeof p.$inferInsert> = {}) {
  const owner = await t.userWithToken('user');
  await t.db.update(users).set({ language }).where(eq(users.id, owner.id));
  const listing = await buildClassified(t.db, { userId: owner.id, title: `Listing ending in ${days} days`, ...overrides });
  await t.db
    .update(p)
    .set({ expiresAt: sql`now() + make_interval(secs => ${days * 86_400})` })
    .where(eq(p.id, listing.id));
  return { owner, listing };
}
const inboxOf = async (owner: { token: string; id: string }) =>
  ZInbox.parse((await t.as(owner).get('/api/noti/my-notifications?page=1&itemsPerPage=50')).json()).notifications;

describe('sendExpiryReminders', () => {
  it('tells the owner once, in their inbox and by e-mail, in their language; again only after a renewal', async () => {
    const { owner, listing } = await endingIn(2.5, 'ar');
    const before = mails().length;
    expect(await sendExpiryReminders(options)).toBeGreaterThanOrEqual(1);

    const inbox = await inboxOf(owner);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.title).toBe('ينتهي إعلانك خلال ٣ أيام');
    expect(inbox[0]?.description).toContain('Listing ending in 2.5 days');
    const sent = mails().slice(before).map(read);
    const mine = sent.filter((mail) => mail.includes(`/#/app/classifieds/${listing.id}`));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toContain('ينتهي أحد إعلاناتك في سوق');
    // The title the owner typed stays out of the mail (only our words, a date and the link).
    expect(mine[0]).not.toContain('Listing ending in 2.5 days');

    // Idempotent: a second run tells nobody again.
    const count = mails().length;
    expect(await sendExpiryReminders(options)).toBe(0);
    expect(mails().length).toBe(count);
    expect(await inboxOf(owner)).toHaveLength(1);

    // A renewal clears the mark: the next lifetime's end is told again.
    await t.as(owner).post(`/api/v1/classifieds/${listing.id}/renew`);
    await t.db
      .update(p)
      .set({ expiresAt: sql`now() + interval '1 day'` })
      .where(eq(p.id, listing.id));
    expect(await sendExpiryReminders(options)).toBe(1);
    expect(await inboxOf(owner)).toHaveLength(2);
  });

  it('writes English for an English member and one with no language; leaves out listings not due, expired, sold or removed', async () => {
    const english = await endingIn(1, 'en');
    const none = await endingIn(1, null);
    const later = await endingIn(10);
    const expired = await endingIn(-1);
    const sold = await endingIn(1, 'en', { soldAt: new Date() });
    const removed = await endingIn(1, 'en', { active: false });
    expect(await sendExpiryReminders(options)).toBe(2);

    expect((await inboxOf(english.owner))[0]?.title).toBe('Your listing ends in 3 days');
    expect((await inboxOf(none.owner))[0]?.title).toBe('Your listing ends in 3 days');
    for (const quiet of [later, expired, sold, removed]) expect(await inboxOf(quiet.owner)).toHaveLength(0);
    const mail = mails()
      .map(read)
      .find((text) => text.includes(english.listing.id));
    expect(mail).toContain('Subject: Your Souq listing ends in 3 days');
  });

  it('keeps the notice and the mark when the mail goes out, and neither when it fails (the next run tries again)', async () => {
    const { owner, listing } = await endingIn(2);
    const failing: Mailer = {
      kind: 'file',
      send: () => Promise.reject(new Error('SMTP down')),
    };
    await expect(sendExpiryReminders({ ...options, mailer: failing })).rejects.toThrow('SMTP down');
    expect(await inboxOf(owner)).toHaveLength(0);
    expect((await t.db.select({ at: p.expiryRemindedAt }).from(p).where(eq(p.id, listing.id)))[0]?.at).toBeNull();

    const sent: Mail[] = [];
    expect(await sendExpiryReminders({ ...options, mailer: { kind: 'file', send: async (mail) => void sent.push(mail) } })).toBe(1);
    expect(sent).toHaveLength(1);
    expect(await inboxOf(owner)).toHaveLength(1);
  });

  it("keeps Souq's notices out of the staff's list of sent notifications", async () => {
    const admin = await t.userWithToken('admin');
    const notices = await t.db.$count(notifications, eq(notifications.audience, 'member'));
    expect(notices).toBeGreaterThan(0);
    const staffList = (await t.as(admin).get('/api/noti/get-notifications?page=1&itemsPerPage=100')).json<{ notifications: { audience: string }[] }>();
    expect(staffList.notifications.filter((n) => n.audience === 'member')).toHaveLength(0);
  });
});
