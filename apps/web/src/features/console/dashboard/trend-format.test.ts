import { describe, expect, it } from 'vitest';
import type { DashboardTrend, TrendCounts } from '@souq/contract/dashboard';
import { fillTemplate } from '@souq/contract/fill-template';
import { changeOf, chartLocale, formatPercent, pointLabel } from './trend-format';

const counts = (users: number): TrendCounts => ({ users, posts: 0, stories: 0, classifieds: 0 });
const trend = (now: number, before: number | null): DashboardTrend => ({
  dateType: 'WEEK',
  unit: 'day',
  timezone: 'Asia/Kuwait',
  points: [],
  current: { from: '2026-11-22T21:00:00.000Z', to: '2026-11-25T12:00:00.000Z', totals: counts(now) },
  previous: before === null ? null : { from: '2026-11-15T21:00:00.000Z', to: '2026-11-18T12:00:00.000Z', totals: counts(before) },
});

describe('the chart against the previous period', () => {
  it('answers a ratio, the same, growth from nothing, or nothing for All time', () => {
    expect(changeOf(trend(120, 100), 'users')).toEqual({ kind: 'percent', ratio: 0.2 });
    expect(changeOf(trend(50, 100), 'users')).toEqual({ kind: 'percent', ratio: -0.5 });
    expect(changeOf(trend(7, 7), 'users')).toEqual({ kind: 'same' });
    expect(changeOf(trend(0, 0), 'users')).toEqual({ kind: 'same' });
    expect(changeOf(trend(3, 0), 'users')).toEqual({ kind: 'fromNothing' });
    expect(changeOf(trend(3, null), 'users')).toBeUndefined();
  });

  it('writes the change with its sign, in Latin digits in Arabic too', () => {
    expect(formatPercent(0.2, 'en-GB')).toBe('+20%');
    expect(formatPercent(-0.5, 'en-GB')).toBe('-50%');
    expect(formatPercent(0.2, chartLocale('ar'))).toMatch(/٢٠/);
    expect(chartLocale('en')).toBe('en-GB');
    expect(fillTemplate('{change} against the previous period ({previous})', { change: '+20%', previous: '100' })).toBe(
      '+20% against the previous period (100)',
    );
    expect(fillTemplate('{missing} stays', {})).toBe('{missing} stays');
  });

  it("labels points in the app's time zone, not the browser's", () => {
    // 21:00 UTC is midnight in Kuwait: the point is the 23rd there.
    expect(pointLabel('2026-11-22T21:00:00.000Z', 'day', 'Asia/Kuwait', 'en-GB')).toBe('23 Nov');
    expect(pointLabel('2026-11-22T21:00:00.000Z', 'hour', 'Asia/Kuwait', 'en-GB')).toBe('00:00');
    expect(pointLabel('2026-10-31T21:00:00.000Z', 'month', 'Asia/Kuwait', 'en-GB')).toBe('Nov 2026');
  });
});
