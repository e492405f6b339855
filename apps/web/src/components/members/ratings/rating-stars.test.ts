import { describe, expect, it } from 'vitest';
import { formatAverage } from './rating-stars';

describe('a rating average', () => {
  it('shows one decimal, in Arabic-Indic digits in Arabic', () => {
    expect(formatAverage(4, 'en')).toBe('4.0');
    expect(formatAverage(4.25, 'en')).toBe('4.3');
    expect(formatAverage(4, 'ar')).toBe('٤٫٠');
    expect(formatAverage(3.5, 'ar')).toBe('٣٫٥');
  });
});
