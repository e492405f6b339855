import type { DashboardTrend, TrendMetric, TrendUnit } from '@souq/contract/dashboard';
import { localeOf } from '@/lib/format';

/** The document's language as an Intl locale, with the digits the cards use (Arabic-Indic in Arabic). */
export function chartLocale(lang: string = typeof document === 'undefined' ? 'en' : document.documentElement.lang): string {
  return localeOf(lang.startsWith('ar') ? 'ar' : 'en');
}

const LABEL_FORMAT: Record<TrendUnit, Intl.DateTimeFormatOptions> = {
  hour: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  day: { day: 'numeric', month: 'short' },
  month: { month: 'short', year: 'numeric' },
};

/** A point's label on the axis and in the table: its hour, day or month in the app time zone. */
export function pointLabel(at: string, unit: TrendUnit, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { ...LABEL_FORMAT[unit], timeZone }).format(new Date(at));
}

/** A period's bound for the sentence under the chart: day and time in the app time zone. */
export function boundLabel(at: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(at));
}

export type Change = { kind: 'percent'; ratio: number } | { kind: 'same' } | { kind: 'fromNothing' };

/** How a series moved against the previous period; undefined when there is none (All time). */
export function changeOf(trend: DashboardTrend, metric: TrendMetric): Change | undefined {
  if (!trend.previous) return undefined;
  const now = trend.current.totals[metric];
  const before = trend.previous.totals[metric];
  if (now === before) return { kind: 'same' };
  if (before === 0) return { kind: 'fromNothing' };
  return { kind: 'percent', ratio: (now - before) / before };
}

export function formatPercent(ratio: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(ratio);
}
