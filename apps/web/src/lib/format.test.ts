import { describe, expect, it } from 'vitest';
import { countryName, formatDate, formatNumber, formatPrice } from './format';

describe('format', () => {
  it('writes numbers with the language’s digits and separators', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'ar')).toBe('١٬٢٣٤٬٥٦٧');
  });

  it('writes prices with their currency, and the amount alone when there is none', () => {
    expect(formatPrice(1250.5, 'KWD', 'en')).toMatch(/^KWD\s1,250\.500$/);
    expect(formatPrice(1250.5, 'KWD', 'ar')).toContain('١٬٢٥٠٫٥٠٠');
    expect(formatPrice(1250.5, 'KWD', 'ar')).toContain('د.ك');
    expect(formatPrice(99.999, null, 'en')).toBe('99.999');
    expect(formatPrice(12, 'not a currency', 'en')).toBe('12');
  });

  it('writes dates in the language, and nothing for a missing one', () => {
    const date = '2026-11-25T10:00:00Z';
    expect(formatDate(date, 'en')).toBe('25 November 2026');
    expect(formatDate(date, 'ar')).toBe('٢٥ نوفمبر ٢٠٢٦');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });

  it('names countries in the language', () => {
    expect(countryName('KW', 'en')).toBe('Kuwait');
    expect(countryName('kw', 'ar')).toBe('الكويت');
  });
});
