/**
 * Numbers as people type them in the Gulf. An Arabic keyboard writes Arabic-Indic digits (٠١٢٣),
 * a Persian or Urdu one its own set (۰۱۲۳), and Arabic numbers use ٫ for the decimal mark and ٬
 * to group thousands. Every numeric field (the contract's schemas on the server, both apps' forms
 * before they send) reads them through these functions, so `٣٢٠` is 320 wherever it is typed.
 */

/** Each Eastern digit (both sets) and the ASCII digit it stands for; search-text.ts reads it too. */
export const LATIN_DIGIT_FOR: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Array.from({ length: 10 }, (_, d) => [String.fromCharCode(0x660 + d), String(d)])),
  ...Object.fromEntries(Array.from({ length: 10 }, (_, d) => [String.fromCharCode(0x6f0 + d), String(d)])),
};
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/g;
/**
 * Direction marks (LRM, RLM, ALM) and the other invisible format characters a right-to-left
 * keyboard or a copied number carries: they change nothing a person sees and would fail a digit check.
 */
const INVISIBLE = /[\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g;
const ARABIC_DECIMAL = /\u066B/g;
const ARABIC_THOUSANDS = /\u066C/g;

/** The text with every Eastern digit written as its ASCII digit; nothing else changes. */
export function toLatinDigits(text: string): string {
  return text.replace(EASTERN_DIGIT, (digit) => LATIN_DIGIT_FOR[digit] ?? digit);
}

/**
 * A typed number in the form the schemas check: ASCII digits, `.` for the decimal mark, no
 * thousands marks or invisible direction marks, trimmed. `١٬٢٥٠٫٥` gives `1250.5`; anything that
 * is not a number stays what it was apart from its digits, for the schema to refuse.
 */
export function normalizeNumberText(text: string): string {
  return toLatinDigits(text).replace(INVISIBLE, '').replace(ARABIC_THOUSANDS, '').replace(ARABIC_DECIMAL, '.').trim();
}

/**
 * A typed phone number in the form the schemas check: ASCII digits, without invisible direction
 * marks (an RTL field often puts one before the `+`), trimmed; spaces, brackets and dashes stay.
 */
export function normalizePhoneText(text: string): string {
  return toLatinDigits(text).replace(INVISIBLE, '').trim();
}
