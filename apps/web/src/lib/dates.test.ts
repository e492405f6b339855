import { describe, expect, it } from 'vitest';
import { formatDateTime, formatGermanDate, formatIndianDate, formatUsTime } from './dates';

const at = '2026-11-22T12:05:09Z';
const kuwait = { timeZone: 'Asia/Kuwait' };

describe("the spec's date formats", () => {
  it('writes German dates, Indian-English dates and US times in the given zone', () => {
    expect(formatGermanDate(at, kuwait)).toBe('22.11.2026');
    expect(formatIndianDate(at, kuwait)).toBe('22/11/2026');
    expect(formatUsTime(at, kuwait)).toMatch(/^3:05:09\sPM$/);
    expect(formatDateTime(at, kuwait)).toMatch(/^22\.11\.2026 3:05:09\sPM$/);
  });

  it('crosses midnight by the zone, not by UTC', () => {
    expect(formatGermanDate('2026-11-22T22:30:00Z', kuwait)).toBe('23.11.2026');
  });

  it('writes nothing for a missing or invalid date', () => {
    expect(formatGermanDate(null)).toBe('');
    expect(formatIndianDate('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});
