import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ZChatWarningRule, ZChatWarningRuleList, ZChatWarningSenderList } from '@souq/contract/chat-warnings';
import { messages } from '@souq/contract/messages';
import { ZChatMessageList, ZConversation } from '@souq/contract/members-chat';
import { chatWarningRules } from '../../db/schema/chat-warnings';
import { auditLog } from '../../db/schema/content';
import { createTestContext, errorOf, type TestContext } from '../../../test/helper';
import { buildClassified } from '../../../test/factories';

const w = messages.chatWarning;
const URL = '/api/chat-warning-rules';
const SENDERS = '/api/admin/moderation/chat-warnings';
const MISSING = '00000000-0000-4000-8000-000000000000';

let t: TestContext;
let admin: { id: string; token: string };
let dataentry: { id: string; token: string };
let member: { id: string; token: string };

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.userWithToken('admin');
  dataentry = await t.userWithToken('dataentry');
  member = await t.userWithToken('user', { name: 'Mona Member' });
});
afterAll(() => t.close());

async function add(body: unknown, caller: { token: string } = admin) {
  const response = await t.as(caller).post(URL, body);
  expect(response.statusCode, response.body).toBe(201);
  return ZChatWarningRule.parse(response.json());
}

async function auditOf(id: string, action: string) {
  const [entry] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordId, id), eq(auditLog.action, action)));
  return { before: JSON.parse(entry?.before ?? 'null') as unknown, after: JSON.parse(entry?.after ?? 'null') as unknown, actorId: entry?.actorId };
}

describe('chat warning rules', () => {
  it('lists the seeded rules: the built-in checks first, then phrases in both scripts', async () => {
    const response = await t.as(dataentry).get(URL);
    expect(response.statusCode).toBe(200);
    const { rules } = ZChatWarningRuleList.parse(response.json());
    expect(rules.slice(0, 4).map((rule) => rule.kind)).toEqual(['account_number', 'external_link', 'iban', 'phone_early']);
    expect(rules.map((rule) => rule.text)).toEqual(expect.arrayContaining(['حول العربون', 'تحويل بنكي', 'wire transfer', 'deposit first']));
  });

  it('adds a phrase stored normalised, audits it, and applies it to the next message', async () => {
    const rule = await add({ text: ' Cash   App! ', category: 'off_platform' });
    expect(rule).toMatchObject({ kind: 'phrase', text: 'cash app', category: 'off_platform', active: true });
    expect(await auditOf(rule._id, 'chat-warning-rule.create')).toEqual({
      actorId: admin.id,
      before: null,
      after: { text: 'cash app', category: 'off_platform', active: true },
    });
    const arabic = await add({ text: 'أرسِل الفلوس', category: 'advance_payment' }, dataentry);
    expect(arabic.text).toBe('ارسل الفلوس');

    const seller = await t.userWithToken('user');
    const listing = await buildClassified(t.db, { userId: seller.id, title: 'Phone', price: '100' });
    const conversation = ZConversation.parse((await t.as(member).post('/api/v1/conversations', { classified_id: listing.id })).json());
    await t.as(member).post(`/api/v1/conversations/${conversation._id}/messages`, { body: 'I pay with cash app' });
    const listed = ZChatMessageList.parse((await t.as(seller).get(`/api/v1/conversations/${conversation._id}/messages`)).json());
    expect(listed.messages[0]?.warnings).toEqual(['off_platform']);
  });

  it('refuses a phrase that is already a rule in another spelling (409)', async () => {
    const response = await t.as(admin).post(URL, { text: 'حوّل العربون', category: 'bank_transfer' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toBe(w.phraseTaken);
  });

  it('edits a phrase and switches a built-in check off, auditing both', async () => {
    const rule = await add({ text: 'gift card', category: 'advance_payment' });
    const edited = await t.as(dataentry).put(`${URL}/${rule._id}`, { text: 'gift cards', category: 'off_platform', active: false });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(ZChatWarningRule.parse(edited.json())).toMatchObject({ text: 'gift cards', category: 'off_platform', active: false });
    expect(await auditOf(rule._id, 'chat-warning-rule.edit')).toMatchObject({
      actorId: dataentry.id,
      before: { text: 'gift card', category: 'advance_payment', active: true },
      after: { text: 'gift cards', category: 'off_platform', active: false },
    });

    const [iban] = await t.db.select().from(chatWarningRules).where(eq(chatWarningRules.kind, 'iban'));
    const off = await t.as(admin).put(`${URL}/${iban!.id}`, { category: 'bank_transfer', active: false });
    expect(ZChatWarningRule.parse(off.json())).toMatchObject({ kind: 'iban', text: null, active: false });
    const withText = await t.as(admin).put(`${URL}/${iban!.id}`, { text: 'iban', category: 'bank_transfer', active: true });
    expect(withText.statusCode).toBe(400);
    expect(errorOf(withText)).toBe(w.textOnlyForPhrases);
    await t.as(admin).put(`${URL}/${iban!.id}`, { category: 'bank_transfer', active: true });
  });

  it('deletes a phrase with an audit entry, and refuses to delete a built-in check (409)', async () => {
    const rule = await add({ text: 'crypto wallet', category: 'off_platform' });
    const response = await t.as(admin).delete(`${URL}/${rule._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: w.deleted });
    expect((await auditOf(rule._id, 'chat-warning-rule.delete')).before).toEqual({ text: 'crypto wallet', category: 'off_platform', active: true });
    expect((await t.as(admin).delete(`${URL}/${rule._id}`)).statusCode).toBe(404);

    const [link] = await t.db.select().from(chatWarningRules).where(eq(chatWarningRules.kind, 'external_link'));
    const refused = await t.as(admin).delete(`${URL}/${link!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toBe(w.detectorNotDeletable);
  });

  it.each([
    [{}, w.textRequired],
    [{ text: '  ', category: 'bank_transfer' }, w.textRequired],
    [{ text: 'ab', category: 'bank_transfer' }, w.textTooShort],
    [{ text: 'x'.repeat(81), category: 'bank_transfer' }, w.textTooLong],
    [{ text: 'pay now', category: 'lottery' }, w.categoryInvalid],
    [{ text: 'pay now', category: 'bank_transfer', active: 'yes' }, w.activeInvalid],
  ])('refuses %j with 400 and a clear message', async (body, text) => {
    const response = await t.as(admin).post(URL, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toBe(text);
  });

  it('answers 404 to unknown and malformed ids', async () => {
    for (const id of [MISSING, 'not-a-uuid']) {
      expect((await t.as(admin).put(`${URL}/${id}`, { category: 'bank_transfer', active: true })).statusCode).toBe(404);
      expect((await t.as(admin).delete(`${URL}/${id}`)).statusCode).toBe(404);
    }
  });

  it('refuses callers without a token (401) and members (403)', async () => {
    const [rule] = await t.db.select().from(chatWarningRules).limit(1);
    for (const caller of [t.anonymous, t.as(member)]) {
      const expected = caller === t.anonymous ? 401 : 403;
      expect((await caller.get(URL)).statusCode).toBe(expected);
      expect((await caller.post(URL, { text: 'pay now', category: 'bank_transfer' })).statusCode).toBe(expected);
      expect((await caller.put(`${URL}/${rule!.id}`, { category: 'bank_transfer', active: false })).statusCode).toBe(expected);
      expect((await caller.delete(`${URL}/${rule!.id}`)).statusCode).toBe(expected);
      expect((await caller.get(SENDERS)).statusCode).toBe(expected);
    }
    expect((await t.as(dataentry).get(SENDERS)).statusCode).toBe(403);
  });
});

describe('chat warnings in the moderation queue', () => {
  it('counts each sender’s flagged messages and quotes the latest, newest sender first', async () => {
    const seller = await t.userWithToken('user', { name: 'Sly Seller' });
    const buyer = await t.userWithToken('user');
    const listing = await buildClassified(t.db, { userId: seller.id, title: 'iPhone', price: '100' });
    const conversation = ZConversation.parse((await t.as(buyer).post('/api/v1/conversations', { classified_id: listing.id })).json());
    const send = (body: string) => t.as(seller).post(`/api/v1/conversations/${conversation._id}/messages`, { body });
    for (const body of ['Hello', 'Send the money first', 'Then come', 'حوّل العربون على KW81CBKU0000000000001234560101', 'wire transfer', 'western union']) {
      expect((await send(body)).statusCode).toBe(201);
    }
    const response = await t.as(admin).get(SENDERS);
    expect(response.statusCode).toBe(200);
    const { senders } = ZChatWarningSenderList.parse(response.json());
    expect(senders[0]).toMatchObject({ sender: { _id: seller.id, name: 'Sly Seller', blocked: false }, hits: 4 });
    expect(senders[0]?.latest.map((hit) => hit.body)).toEqual(['western union', 'wire transfer', 'حوّل العربون على KW81CBKU0000000000001234560101']);
    expect(senders[0]?.latest[2]?.warnings).toEqual(['advance_payment', 'bank_transfer']);
    expect(senders.some((row) => row.sender._id === buyer.id)).toBe(false);
  });
});
