import { describe, expect, it } from 'vitest';
import { countryName, formatDate, formatNumber, formatPrice } from './format';

describe('format', () => {
  it('writes numbers with the language’s digits and separators', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'ar')).toBe('١٬٢٣٤٬٥٦٧');
  });

  it('writes prices with their currency, and the amount alone when there is none', () => {
    expect(formatPrice(1250.5, 'KWD', 'en')).toBe('KWD\u00A01,250.5');
    expect(formatPrice(1250.5, 'KWD', 'ar')).toBe('١٬٢٥٠٫٥\u00A0د.ك');
    expect(formatPrice(99.999, null, 'en')).toBe('99.999');
    expect(formatPrice(12, 'not a currency', 'en')).toBe('12');
  });

  it('writes a whole price without decimals, in each language’s digits and grouping, the Arabic symbol without its final dot', () => {
    // CLDR's own form, ٤٥٠٫٠٠٠ د.ك., reads as 450,000.
    expect(formatPrice(450, 'KWD', 'ar')).toBe('٤٥٠\u00A0د.ك');
    expect(formatPrice(450, 'KWD', 'en')).toBe('KWD\u00A0450');
    expect(formatPrice(12000, 'KWD', 'ar')).toBe('١٢٬٠٠٠\u00A0د.ك');
    expect(formatPrice(12000, 'KWD', 'en')).toBe('KWD\u00A012,000');
    expect(formatPrice(450.25, 'KWD', 'ar')).toBe('٤٥٠٫٢٥\u00A0د.ك');
    expect(formatPrice(450, 'SAR', 'ar')).toBe('٤٥٠\u00A0ر.س');
    expect(formatPrice(450, null, 'ar')).toBe('٤٥٠');
    // No invisible direction marks: what is read is what is written.
    expect(formatPrice(450, 'KWD', 'ar')).not.toMatch(/[\u200E\u200F\u061C]/);
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
