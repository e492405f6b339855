import { afterAll, beforeAll, expect } from 'vitest';
import { count } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import { ZConversation } from '@souq/contract/members-chat';
import { conversationMessages, conversations } from '../../db/schema/members';
import { bearer, createTestContext, type TestContext } from '../../../test/helper';
import { buildClassified } from '../../../test/factories';

/**
 * What the conversations' test files share (issue 18): one app per file with a seller, a buyer,
 * a stranger and an admin, and the calls they make. The bindings are live: they hold the file's
 * context once `useChatContext()`'s beforeAll has run.
 */
export let t: TestContext;
export type Member = { id: string; token: string };
export let seller: Member;
export let buyer: Member;
export let stranger: Member;
export let admin: Member;
export const UNKNOWN = '00000000-0000-4000-8000-000000000000';
export const c = messages.members.chat;
export const common = messages.members.common;

export function useChatContext(): void {
  beforeAll(async () => {
    t = await createTestContext();
    seller = await t.userWithToken('user', { name: 'Sami Seller' });
    buyer = await t.userWithToken('user', { name: 'Bana Buyer' });
    stranger = await t.userWithToken('user', { name: 'Sara Stranger' });
    admin = await t.userWithToken('admin');
  });
  afterAll(() => t.close());
}

export const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
export const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload as object });

export async function member(name: string): Promise<Member> {
  return t.userWithToken('user', { name });
}

export async function rowCounts() {
  const [conversationRows] = await t.db.select({ n: count() }).from(conversations);
  const [messageRows] = await t.db.select({ n: count() }).from(conversationMessages);
  return { conversations: conversationRows!.n, messages: messageRows!.n };
}

/** A listing of the seller and the buyer's conversation about it, opened through the API. */
export async function opened(buyerOf: Member = buyer, sellerOf: Member = seller) {
  const listing = await buildClassified(t.db, { userId: sellerOf.id, title: 'Toyota Corolla 2019', price: '2500', imageUrl: '/uploads/posts/car.jpg' });
  const response = await post('/api/v1/conversations', { classified_id: listing.id }, buyerOf.token);
  expect(response.statusCode, response.body).toBe(201);
  return { listing, conversation: ZConversation.parse(response.json()) };
}

export const sendAs = (who: Member, conversationId: string, body: unknown) =>
  post(`/api/v1/conversations/${conversationId}/messages`, { body }, who.token);
