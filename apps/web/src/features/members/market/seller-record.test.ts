import { describe, expect, it } from 'vitest';
import { replyRateText, replySpeedKey } from './seller-record';

describe('a seller’s reply record in words', () => {
  it('names the usual wait by the median minutes, and nothing when no buyer was answered', () => {
    expect(replySpeedKey({ asked: 5, answered: 5, medianMinutes: 12 })).toBe('seller.repliesWithinHour');
    expect(replySpeedKey({ asked: 5, answered: 5, medianMinutes: 60 })).toBe('seller.repliesWithinHour');
    expect(replySpeedKey({ asked: 5, answered: 4, medianMinutes: 61 })).toBe('seller.repliesWithinHours');
    expect(replySpeedKey({ asked: 5, answered: 4, medianMinutes: 600 })).toBe('seller.repliesWithinDay');
    expect(replySpeedKey({ asked: 5, answered: 1, medianMinutes: 3000 })).toBe('seller.repliesInDays');
    expect(replySpeedKey({ asked: 5, answered: 0, medianMinutes: null })).toBeNull();
  });

  it('gives the rate as a whole percent in the reader’s digits', () => {
    expect(replyRateText({ asked: 3, answered: 2, medianMinutes: 5 }, 'en')).toBe('67%');
    expect(replyRateText({ asked: 4, answered: 4, medianMinutes: 5 }, 'ar')).toMatch(/^١٠٠\s?٪$/);
  });
});
