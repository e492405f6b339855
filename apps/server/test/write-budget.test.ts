import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { routeTable } from '@souq/contract/routes';
import { messages } from '@souq/contract/messages';
import { posts } from '../src/db/schema/posts';
import { conversations, storyViews } from '../src/db/schema/members';
import { contactForms, ticketMessages, tickets } from '../src/db/schema/support';
import { deviceTokens, sessions, users } from '../src/db/schema/users';
import { createUser } from '../src/modules/users/users.service';
import { createTestContext, errorOf, TEST_PASSWORD, type TestContext } from './helper';
import { buildClassified, buildConversation, buildPost, buildStory, buildTicket } from './factories';

/**
 * Every write a member can make spends a budget of its kind (lib/write-budget.ts): here each
 * newly limited kind gets 2, and the third answers 429 with Retry-After and writes nothing.
 */

/**
 * Members' writes that spend no budget, each for a reason. Everything else a member (or an
 * anonymous caller) can send must declare one in the contract.
 */
const UNBUDGETED: Record<string, string> = {
  // Ending one's own sessions must always work: refusing it would keep a stolen token alive.
  'POST /api/logout': 'ends the session',
  'POST /api/logout-everywhere': 'ends every session',
  // Its own credential: a signed, single-use address, counted when it was signed (uploads).
  'PUT /api/uploads/object/*': 'signed when presigned',
};

const LIMITED = ['uploads', 'tickets', 'ticket-messages', 'contact-forms', 'devices', 'post-edits', 'conversation-reads', 'story-views', 'logins'];

let t: TestContext;
beforeAll(async () => {
  // logins=2: two successful log-ins per account in 15 minutes (the helper's own log-in is one).
  t = await createTestContext({ MEMBER_WRITE_LIMITS: LIMITED.map((kind) => `${kind}=2`).join(',') });
});
afterAll(() => t.close());

const label = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

describe('the write budget covers every members’ write', () => {
  const writes = routeTable.filter((r) => r.method !== 'GET' && (r.access === 'public' || r.access === 'visitor' || r.access.includes('user')));

  it('each non-GET route a member or a stranger can call declares a budget, or is listed with its reason', () => {
    const missing = writes.filter((r) => !r.budget && !(label(r) in UNBUDGETED)).map(label);
    expect(missing).toEqual([]);
    // The list holds nothing stale.
    for (const name of Object.keys(UNBUDGETED)) expect(writes.map(label)).toContain(name);
  });

  it('the server spends the budget each route declares', () => {
    for (const route of writes) {
      const served = t.app.registeredRoutes.find((r) => label({ method: r.method, path: r.url }) === label(route));
      expect(served?.budget, label(route)).toBe(route.budget);
    }
  });
});

/** Sends until the limit (2) is spent, then once more: 429 with Retry-After and the catalog's text. */
async function expectRefusedAfterTwo(send: (i: number) => Promise<LightMyRequestResponse>, message: string = messages.members.common.tooManyWrites) {
  for (let i = 0; i < 2; i += 1) {
    const response = await send(i);
    expect(response.statusCode, response.body).toBeLessThan(300);
  }
  const refused = await send(2);
  expect(refused.statusCode, refused.body).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(errorOf(refused)).toBe(message);
}

describe('newly limited kinds answer 429 past their limit, and write nothing', () => {
  it('uploads: pre-signing', async () => {
    const member = await t.userWithToken('user');
    const presign = () =>
      t.as(member).post('/api/uploads/getPreSignedURLForUploadObject', { fileNames: ['a.png'], flocation: 'posts', contentType: 'image/png' });
    await expectRefusedAfterTwo(presign);
    expect((await presign()).json()).not.toHaveProperty('preSignedUrls');
  });

  it('uploads are counted in files, not calls: one call asking for more files than are left is refused', async () => {
    const member = await t.userWithToken('user');
    const presign = (fileNames: string[]) =>
      t.as(member).post('/api/uploads/getPreSignedURLForUploadObject', { fileNames, flocation: 'posts', contentType: 'image/png' });
    const refused = await presign(['a.png', 'b.png', 'c.png']);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).not.toHaveProperty('preSignedUrls');
  });

  it('support tickets', async () => {
    const member = await t.userWithToken('user');
    await expectRefusedAfterTwo((i) => t.as(member).post('/api/support/create-ticket', { title: `Help ${i}`, description: 'Please' }));
    expect(await t.db.$count(tickets, eq(tickets.userId, member.id))).toBe(2);
  });

  it('ticket messages', async () => {
    const member = await t.userWithToken('user');
    const ticket = await buildTicket(t.db, { userId: member.id });
    await expectRefusedAfterTwo((i) => t.as(member).post('/api/support/add-ticket-message', { ticket_id: ticket.id, message: `More ${i}` }));
    expect(await t.db.$count(ticketMessages, eq(ticketMessages.ticketId, ticket.id))).toBe(2);
  });

  it('contact forms', async () => {
    const member = await t.userWithToken('user');
    await expectRefusedAfterTwo((i) => t.as(member).post('/api/support/add-contact-form', { message: `Hello ${i}` }));
    expect(await t.db.$count(contactForms, eq(contactForms.userId, member.id))).toBe(2);
  });

  it('device tokens', async () => {
    const member = await t.userWithToken('user');
    await expectRefusedAfterTwo((i) => t.as(member).post('/api/noti/register-device', { token: `budget-device-${member.id}-${i}`, platform: 'android' }));
    expect(await t.db.$count(deviceTokens, eq(deviceTokens.userId, member.id))).toBe(2);
  });

  it('post edits', async () => {
    const member = await t.userWithToken('user');
    const own = await buildPost(t.db, { userId: member.id, title: 'First' });
    await expectRefusedAfterTwo((i) => t.as(member).patch(`/api/v1/posts/${own.id}`, { title: `Edit ${i}` }));
    const [row] = await t.db.select({ title: posts.title }).from(posts).where(eq(posts.id, own.id));
    expect(row?.title).toBe('Edit 1');
  });

  it('conversation reads', async () => {
    const buyer = await t.userWithToken('user');
    const listing = await buildClassified(t.db);
    const conversation = await buildConversation(t.db, { buyerId: buyer.id, sellerId: listing.userId, classifiedId: listing.id });
    const readAt = async () => (await t.db.select({ at: conversations.buyerReadAt }).from(conversations).where(eq(conversations.id, conversation.id)))[0]?.at;
    for (let i = 0; i < 2; i += 1) expect((await t.as(buyer).post(`/api/v1/conversations/${conversation.id}/read`)).statusCode).toBe(200);
    const before = await readAt();
    const refused = await t.as(buyer).post(`/api/v1/conversations/${conversation.id}/read`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(errorOf(refused)).toBe(messages.members.common.tooManyWrites);
    expect(await readAt()).toEqual(before);
  });

  it('story views', async () => {
    const viewer = await t.userWithToken('user');
    const seen = [await buildStory(t.db), await buildStory(t.db), await buildStory(t.db)];
    await expectRefusedAfterTwo((i) => t.as(viewer).post(`/api/v1/stories/${seen[i]!.id}/view`));
    expect(await t.db.$count(storyViews, and(eq(storyViews.userId, viewer.id), eq(storyViews.storyId, seen[2]!.id)))).toBe(0);
  });

  it('successful log-ins, per account: no session made, and others still log in', async () => {
    const email = `logins-${Date.now()}@example.test`;
    const member = await createUser(t.db, { email, password: TEST_PASSWORD, role: 'user' });
    const login = (who = email, password = TEST_PASSWORD) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email: who, password } });
    // Somebody else's wrong guesses spend nothing of it.
    for (let i = 0; i < 3; i += 1) expect((await login(email, 'not the password')).statusCode).toBe(401);
    await expectRefusedAfterTwo(() => login(), messages.login.tooManyAttempts);
    expect(await t.db.$count(sessions, eq(sessions.userId, member.id))).toBe(2);
    // Nor does it hold back another account from the same address.
    const other = await t.userWithToken('user');
    expect(other.token).toBeTruthy();
  });

  it('staff are not counted (the console uploads in bulk)', async () => {
    const admin = await t.userWithToken('admin');
    for (let i = 0; i < 4; i += 1) {
      const response = await t
        .as(admin)
        .post('/api/uploads/getPreSignedURLForUploadObject', { fileNames: ['a.png'], flocation: 'banners', contentType: 'image/png' });
      expect(response.statusCode, response.body).toBe(200);
    }
  });
});

describe('unverified members', () => {
  async function unverified() {
    const member = await t.userWithToken('user');
    await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, member.id));
    return member;
  }
  const expectNotVerified = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(403);
    expect(errorOf(response)).toBe(messages.members.common.notVerified);
  };

  it('may not upload', async () => {
    const member = await unverified();
    expectNotVerified(
      await t.as(member).post('/api/uploads/getPreSignedURLForUploadObject', { fileNames: ['a.png'], flocation: 'posts', contentType: 'image/png' }),
    );
  });

  it('may not open a ticket nor write in one', async () => {
    const member = await unverified();
    expectNotVerified(await t.as(member).post('/api/support/create-ticket', { title: 'Help', description: 'Please' }));
    expect(await t.db.$count(tickets, eq(tickets.userId, member.id))).toBe(0);
    const ticket = await buildTicket(t.db, { userId: member.id });
    expectNotVerified(await t.as(member).post('/api/support/add-ticket-message', { ticket_id: ticket.id, message: 'More' }));
    expect(await t.db.$count(ticketMessages, eq(ticketMessages.ticketId, ticket.id))).toBe(0);
  });

  it('may still send a contact form (how somebody whose mail never came asks for help)', async () => {
    const member = await unverified();
    expect((await t.as(member).post('/api/support/add-contact-form', { message: 'No mail came' })).statusCode).toBe(201);
  });
});
