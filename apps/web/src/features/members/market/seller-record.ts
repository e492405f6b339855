import type { ReplyRecord } from '@souq/contract/members-account';
import { localeOf } from '@/lib/format';
import type { MarketKey } from '@/i18n/members/market';

/** How quickly a seller usually answers, as the words a buyer reads (null when they have not answered lately). */
export function replySpeedKey(record: ReplyRecord): MarketKey | null {
  if (record.answered === 0 || record.medianMinutes === null) return null;
  if (record.medianMinutes <= 60) return 'seller.repliesWithinHour';
  if (record.medianMinutes <= 6 * 60) return 'seller.repliesWithinHours';
  if (record.medianMinutes <= 24 * 60) return 'seller.repliesWithinDay';
  return 'seller.repliesInDays';
}

/** The share of buyers the seller answered, as a whole percent in the reader's digits (90% / ٩٠٪). */
export function replyRateText(record: ReplyRecord, language: string): string {
  const share = record.asked === 0 ? 0 : record.answered / record.asked;
  // Intl wraps the Arabic percent sign in direction marks; the sentence around it sets the direction.
  return new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 }).format(share).replace(/[\u200E\u200F\u061C]/g, '');
}
