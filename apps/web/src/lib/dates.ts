import { consoleLanguage } from '@/i18n/console/language-state';
import { localeOf } from './format';

/** The spec's date formats: German dates, Indian-English dates, US times (Intl). */

export type DateInput = Date | string | number | null | undefined;

export interface DateFormatOptions {
  /** IANA zone; the browser's own when left out. */
  timeZone?: string;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The spec's locale in English; in Arabic the same fields in Arabic's own order and
 * digits, as the console's other numbers (lib/format.ts).
 */
function format(locale: string, options: Intl.DateTimeFormatOptions, value: DateInput, extra?: DateFormatOptions) {
  const date = toDate(value);
  if (!date) return '';
  const language = consoleLanguage();
  return new Intl.DateTimeFormat(language === 'en' ? locale : localeOf(language), { ...options, timeZone: extra?.timeZone }).format(date);
}

/** 22.11.2026 — posts, stories, reports, contact forms, tickets, the public post. */
export function formatGermanDate(value: DateInput, options?: DateFormatOptions): string {
  return format('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' }, value, options);
}

/** 22/11/2026 — post and classified lists. */
export function formatIndianDate(value: DateInput, options?: DateFormatOptions): string {
  return format('en-IN', { day: '2-digit', month: '2-digit', year: 'numeric' }, value, options);
}

/** 3:05:09 PM — times next to a date. */
export function formatUsTime(value: DateInput, options?: DateFormatOptions): string {
  return format('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true }, value, options);
}

/** 22.11.2026 3:05:09 PM — a German date followed by a US time. */
export function formatDateTime(value: DateInput, options?: DateFormatOptions): string {
  const date = formatGermanDate(value, options);
  return date ? `${date} ${formatUsTime(value, options)}` : '';
}
