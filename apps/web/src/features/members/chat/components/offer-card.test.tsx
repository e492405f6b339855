import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@souq/contract/members-chat';
import { renderForMembers, startMembersLanguage } from '@/test/members';
import { OfferMessage } from './offer-card';

const offerMessage = (overrides: Partial<NonNullable<ChatMessage['offer']>> = {}, kind: ChatMessage['kind'] = 'offer'): ChatMessage => ({
  _id: 'm1',
  body: 'Offer: KWD 250 (listed at KWD 275)',
  createdAt: new Date('2026-11-28T10:00:00Z'),
  sender_id: 'buyer',
  conversation_id: 'c1',
  kind,
  offer: {
    _id: 'o1',
    amount: 250,
    status: 'open',
    fromBuyer: true,
    counterOf: null,
    listingPrice: 275,
    currency_code: 'KWD',
    reserveDays: null,
    reservedUntil: null,
    ...overrides,
  },
});

const draw = (message: ChatMessage, mine: boolean, asBuyer: boolean) =>
  renderForMembers(
    <QueryClientProvider client={new QueryClient()}>
      <OfferMessage message={message} mine={mine} asBuyer={asBuyer} />
    </QueryClientProvider>,
  );

describe('an offer in the thread', () => {
  it("shows the seller the buyer's open offer beside the price, and asks how long to hold the listing before accepting", async () => {
    await startMembersLanguage('en');
    draw(offerMessage(), false, false);
    const card = await screen.findByTestId('offer-card');
    expect(within(card).getByText('KWD 250')).toBeTruthy();
    expect(within(card).getByText('Listed at KWD 275')).toBeTruthy();
    expect(within(card).getByTestId('offer-status').textContent).toBe('Waiting for an answer');
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(within(card).getByText('Accept KWD 250? The listing is reserved for the buyer.')).toBeTruthy();
    expect((within(card).getByLabelText('Hold the listing for the buyer for') as HTMLSelectElement).value).toBe('3');
    fireEvent.click(within(card).getByRole('button', { name: 'No' }));
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('lets the maker only withdraw their own open offer, and answers nothing once it is closed', async () => {
    await startMembersLanguage('en');
    const { unmount } = draw(offerMessage(), true, true);
    const card = await screen.findByTestId('offer-card');
    expect(within(card).getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
    unmount();
    draw(offerMessage({ status: 'countered' }), false, false);
    const closed = await screen.findByTestId('offer-card');
    expect(within(closed).getByTestId('offer-status').textContent).toBe('Countered');
    expect(within(closed).queryAllByRole('button')).toHaveLength(0);
  });

  it('writes an acceptance as one line in Arabic, with the day the reservation ends', async () => {
    await startMembersLanguage('ar');
    draw(offerMessage({ status: 'accepted', reserveDays: 5, reservedUntil: new Date('2026-12-03T10:00:00Z') }, 'offer-accepted'), false, true);
    const line = await screen.findByTestId('offer-step');
    expect(line.textContent).toContain('قُبل العرض');
    expect(line.textContent).toContain('٢٥٠');
    expect(line.textContent).toContain('ديسمبر');
  });
});
