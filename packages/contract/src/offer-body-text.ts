import { fillTemplate } from './fill-template';
import { formatPrice, numberFormat } from './price-format';
import type { MessageKind } from './members-offers';

/**
 * The `body` of an offer's messages: a readable line for every app, the mobile apps' older
 * versions included, which draw text only. The two members of a conversation may read different
 * languages and the body is stored once, so it holds both: Arabic first, then English.
 */
const texts = {
  ar: {
    offer: 'عرض: {amount} (السعر المعلن {price})',
    counter: 'عرض مقابل: {amount} (السعر المعلن {price})',
    'offer-accepted': 'قُبل العرض {amount}: الإعلان محجوز للمشتري {days} أيام',
    'offer-declined': 'رُفض العرض {amount}',
    'offer-withdrawn': 'سُحب العرض {amount}',
  },
  en: {
    offer: 'Offer: {amount} (listed at {price})',
    counter: 'Counter-offer: {amount} (listed at {price})',
    'offer-accepted': 'Offer of {amount} accepted: the listing is reserved for the buyer for {days} days',
    'offer-declined': 'Offer of {amount} declined',
    'offer-withdrawn': 'Offer of {amount} withdrawn',
  },
} as const;

export interface OfferBodyFacts {
  kind: Exclude<MessageKind, 'text'>;
  /** A counter (an offer answering another). */
  counter: boolean;
  amount: number;
  price: number | null;
  currency: string | null;
  days: number | null;
}

export function offerBody(facts: OfferBodyFacts): string {
  const line = (language: 'ar' | 'en') => {
    const template = facts.kind === 'offer' && facts.counter ? texts[language].counter : texts[language][facts.kind];
    return fillTemplate(template, {
      amount: formatPrice(facts.amount, facts.currency, language),
      price: facts.price === null ? '—' : formatPrice(facts.price, facts.currency, language),
      days: numberFormat(language, {}).format(facts.days ?? 0),
    });
  };
  return `${line('ar')}\n${line('en')}`;
}
