import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { ZChatMessage, ZChatMessageList } from '@souq/contract/members-chat';
import { chatWarningRules } from '../../db/schema/chat-warnings';
import { conversationMessages } from '../../db/schema/members';
import { buyer, opened, seller, sendAs, t, useChatContext, type Member } from '../../../test/fixtures/chat-context';
import { forgetRules } from './chat-warnings.check';

/** Each message is checked against the seeded rules on send; the receiver alone is shown the hits. */
useChatContext();

/** What the receiver reads of the one message `from` sends in a new conversation. */
async function warningsSeenBy(body: string, from: Member = seller) {
  const { conversation } = await opened();
  const sent = await sendAs(from, conversation._id, body);
  expect(sent.statusCode, sent.body).toBe(201);
  const receiver = from === seller ? buyer : seller;
  const listed = ZChatMessageList.parse((await t.as(receiver).get(`/api/v1/conversations/${conversation._id}/messages`)).json());
  return listed.messages[0]?.warnings ?? [];
}

describe('chat scam warnings', () => {
  it.each([
    ['Arabic with shadda', 'حوّل العربون اليوم', ['advance_payment']],
    ['Arabic with hamza, taa marbuta and alef maqsura', 'أبي دفعة مقدمة قبل ما أرسله', ['advance_payment']],
    ['Arabic with tatweel and harakat', 'ادفــع مُقدَّماً لو سمحت', ['advance_payment']],
    ['Arabic with the article and "and"', 'والعربون يرجع لك', ['advance_payment']],
    ['an Arabic bank transfer', 'التحويل: تحويل بنكي أو حوالة بنكية', ['bank_transfer']],
    ['English, in capitals', 'Please send a DEPOSIT FIRST, then we talk', ['advance_payment']],
    ['English across punctuation', 'wire-transfer only', ['bank_transfer']],
    ['English bank transfer', 'I accept Western Union.', ['bank_transfer']],
    ['two categories at once', 'Pay in advance by bank transfer', ['advance_payment', 'bank_transfer']],
  ])('warns of a phrase: %s', async (_label, body, expected) => {
    expect(await warningsSeenBy(body)).toEqual(expected);
  });

  it.each([
    ['a word that only contains a phrase', 'عربونها جميل'],
    ['ordinary talk', 'هل السيارة ما زالت متوفرة؟ Is it still available?'],
    ['a short number', 'The price is 2500 KD, model 2019'],
  ])('stays quiet on %s', async (_label, body) => {
    expect(await warningsSeenBy(body)).toEqual([]);
  });

  it.each([
    ['written whole', 'حوّل على KW81CBKU0000000000001234560101'],
    ['in groups of four', 'IBAN: KW81 CBKU 0000 0000 0000 1234 5601 01'],
    ['in lower case', 'kw81cbku0000000000001234560101'],
  ])('warns of a Kuwaiti IBAN %s', async (_label, body) => {
    expect(await warningsSeenBy(body)).toEqual(['bank_transfer']);
  });

  it('warns of a long account number, in Arabic-Indic digits too', async () => {
    expect(await warningsSeenBy('Account 0123-4567-8901-23')).toEqual(['bank_transfer']);
    expect(await warningsSeenBy('الحساب ٠١٢٣٤٥٦٧٨٩٠١')).toEqual(['bank_transfer']);
  });

  it('warns of a link outside Souq, not of a link to Souq itself', async () => {
    expect(await warningsSeenBy('Pay here: https://pay-now.example.com/x?id=1')).toEqual(['off_platform']);
    expect(await warningsSeenBy('Talk on wa.me/96550000000')).toContain('off_platform');
    expect(await warningsSeenBy('See http://souq.test/listing/abc and www.souq.test/post/1')).toEqual([]);
    expect(await warningsSeenBy('Look at https://m.souq.test/listing/1')).toEqual([]);
  });

  it('warns of a phone number in the first three messages of a sender, not later', async () => {
    const { conversation } = await opened();
    const bodies = ['Hello', 'Is it available?', 'Call me on +965 5000 0000', 'Or on ٥٠٠٠٠٠٠١'];
    for (const body of bodies) expect((await sendAs(buyer, conversation._id, body)).statusCode).toBe(201);
    const listed = ZChatMessageList.parse((await t.as(seller).get(`/api/v1/conversations/${conversation._id}/messages`)).json());
    expect(listed.messages.map((message) => message.warnings ?? [])).toEqual([[], ['contact_early'], [], []]);
  });

  it('shows warnings to the receiver only: not in the send answer, nor in the sender’s list', async () => {
    const { conversation } = await opened();
    const sent = await sendAs(seller, conversation._id, 'حوّل العربون على KW81CBKU0000000000001234560101');
    const answer = ZChatMessage.parse(sent.json());
    expect(answer.warnings).toBeUndefined();
    const own = ZChatMessageList.parse((await t.as(seller).get(`/api/v1/conversations/${conversation._id}/messages`)).json());
    expect(own.messages[0]?.warnings).toBeUndefined();
    const received = ZChatMessageList.parse((await t.as(buyer).get(`/api/v1/conversations/${conversation._id}/messages`)).json());
    expect(received.messages[0]?.warnings).toEqual(['advance_payment', 'bank_transfer']);
    const [stored] = await t.db.select().from(conversationMessages).where(eq(conversationMessages.id, answer._id));
    expect(stored?.warnings).toEqual(['advance_payment', 'bank_transfer']);
  });

  it('gives the receiver’s live event the warnings', async () => {
    const { conversation } = await opened();
    const publish = vi.spyOn(t.app.memberEvents, 'publish');
    try {
      await sendAs(seller, conversation._id, 'Western Union please');
      expect(publish).toHaveBeenCalledWith(
        buyer.id,
        expect.objectContaining({ type: 'message', data: expect.objectContaining({ warnings: ['bank_transfer'] }) }),
      );
    } finally {
      publish.mockRestore();
    }
  });

  it('stops warning of a rule staff switched off', async () => {
    await t.db.update(chatWarningRules).set({ active: false }).where(eq(chatWarningRules.kind, 'iban'));
    forgetRules(t.db);
    try {
      expect(await warningsSeenBy('KW81CBKU0000000000001234560101')).toEqual([]);
    } finally {
      await t.db.update(chatWarningRules).set({ active: true }).where(eq(chatWarningRules.kind, 'iban'));
      forgetRules(t.db);
    }
  });
});
