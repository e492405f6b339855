import { z } from 'zod';
import { messages } from './messages';
import { normalizeNumberText } from './digits';
import { ZDateTime } from './common';

/**
 * Offers in chat: the buyer offers an amount for the listing, the receiving side accepts, declines
 * or counters (a counter is a new offer linking the one it answers), the maker may withdraw an
 * open one. Every step is an ordinary message of the conversation (its `kind` says which) with a
 * readable `body`, so an app that knows nothing of offers still shows the thread; an app that does
 * draws the `offer` the message carries. An accepted offer reserves the listing for its buyer.
 */

const o = messages.members.offers;

/** What a message of the conversation is: written text, an offer (a first one or a counter), or an answer to one. */
export const MESSAGE_KINDS = ['text', 'offer', 'offer-accepted', 'offer-declined', 'offer-withdrawn'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Where an offer stands: only an open one changes, once. */
export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'countered', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** How long an accepted offer holds the listing for its buyer, as the seller chooses. */
export const RESERVE_DAYS_MIN = 1;
export const RESERVE_DAYS_MAX = 7;
/** What a seller's counter holds the listing for when the buyer accepts it, unless the seller says otherwise. */
export const RESERVE_DAYS_DEFAULT = 3;

/** numeric(14,3): 11 whole digits and 3 decimals, the price column's own precision. */
const AMOUNT_TEXT = /^\d{1,11}(\.\d{1,3})?$/;

/**
 * An amount in dinars as typed (Arabic-Indic digits and the Arabic decimal mark accepted), answered
 * as its exact decimal text: positive, at most 3 decimals, at most 11 whole digits.
 */
export const ZOfferAmount = z.union([z.string(), z.number()], { error: o.amountRequired }).transform((value, ctx) => {
  const text = normalizeNumberText(String(value).trim());
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: o.amountRequired });
    return z.NEVER;
  }
  if (/^\d{12,}(\.\d*)?$/.test(text)) {
    ctx.addIssue({ code: 'custom', message: o.amountTooLarge });
    return z.NEVER;
  }
  if (!AMOUNT_TEXT.test(text) || Number(text) <= 0) {
    ctx.addIssue({ code: 'custom', message: o.amountInvalid });
    return z.NEVER;
  }
  return text;
});

/** A whole number of days as typed or chosen (Arabic-Indic digits too). */
const reserveDays = z.preprocess(
  (value) => (typeof value === 'string' ? normalizeNumberText(value.trim()) : value),
  z.coerce
    .number({ error: o.reserveDaysInvalid })
    .int(o.reserveDaysInvalid)
    .min(RESERVE_DAYS_MIN, o.reserveDaysInvalid)
    .max(RESERVE_DAYS_MAX, o.reserveDaysInvalid),
);

// ---- Requests ----

export const ZMakeOfferRequest = z.object({ amount: ZOfferAmount });
export type MakeOfferRequest = z.input<typeof ZMakeOfferRequest>;

/** A counter: the new amount; from the seller, also how long an acceptance would hold the listing. */
export const ZCounterOfferRequest = z.object({ amount: ZOfferAmount, reserveDays: reserveDays.optional() });
export type CounterOfferRequest = z.input<typeof ZCounterOfferRequest>;

/** The seller accepting says how long to hold the listing; the buyer accepting a seller's counter sends nothing (the counter said it). */
export const ZAcceptOfferRequest = z.object({ reserveDays: reserveDays.optional() }).default({});
export type AcceptOfferRequest = z.input<typeof ZAcceptOfferRequest>;

// ---- Answers ----

/** The offer a message carries, as it stands now (a thread read later shows an accepted offer as accepted). */
export const ZChatOffer = z.object({
  _id: z.string(),
  amount: z.number(),
  status: z.enum(OFFER_STATUSES),
  /** Whether the buyer made it (false: the seller's counter). */
  fromBuyer: z.boolean(),
  /** The offer this one counters; null for the buyer's first. */
  counterOf: z.string().nullable(),
  /** The listing's price now, shown beside the amount; null once the listing is deleted. */
  listingPrice: z.number().nullable(),
  /** The currency of both amounts (the listing's country's); null when unknown. */
  currency_code: z.string().nullable(),
  /** How many days an acceptance holds the listing: the seller's choice, null while the buyer's offer is open. */
  reserveDays: z.number().int().nullable(),
  /** Until when the accepted offer holds the listing; null unless accepted. */
  reservedUntil: ZDateTime.nullable(),
});
export type ChatOffer = z.infer<typeof ZChatOffer>;
