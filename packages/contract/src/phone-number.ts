import { normalizePhoneText } from './digits';

/** Kuwait's calling code: an 8-digit number typed without one is a Kuwaiti number. */
export const DEFAULT_CALLING_CODE = '965';

/**
 * A typed phone number in E.164 (`+96550001234`), or null when it cannot be one. Arabic-Indic and
 * Persian digits, spaces, dashes, dots and brackets are accepted; `00` stands for `+`. Eight
 * digits with no country code are Kuwaiti (the local form), and a Kuwaiti number must have eight
 * digits after +965, so a slip of one digit is refused here instead of texting a stranger.
 */
export function toE164(typed: string): string | null {
  const compact = normalizePhoneText(typed).replace(/[\s().-]/g, '');
  let digits: string;
  if (compact.startsWith('+')) digits = compact.slice(1);
  else if (compact.startsWith('00')) digits = compact.slice(2);
  else if (/^\d{8}$/.test(compact)) digits = DEFAULT_CALLING_CODE + compact;
  else return null;
  // E.164: a country code that does not start with 0, at most 15 digits in all.
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  if (digits.startsWith(DEFAULT_CALLING_CODE) && digits.length !== DEFAULT_CALLING_CODE.length + 8) return null;
  return `+${digits}`;
}
