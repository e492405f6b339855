import { describe, expect, it } from 'vitest';
import { toE164 } from '@souq/contract/phone-number';

describe('toE164', () => {
  it('reads a Kuwaiti number however it is typed', () => {
    for (const typed of ['50001234', '5000 1234', '٥٠٠٠١٢٣٤', '۵۰۰۰ ۱۲۳۴', '+965 5000 1234', '00965-5000-1234', '(+965) 5000.1234', '\u200e+96550001234'])
      expect(toE164(typed), typed).toBe('+96550001234');
  });

  it('keeps other countries as typed with their code', () => {
    expect(toE164('+971 50 123 4567')).toBe('+971501234567');
    expect(toE164('00966501234567')).toBe('+966501234567');
  });

  it('refuses what cannot be a number to text', () => {
    for (const typed of [
      '',
      '1234',
      '5000123',
      '500012345',
      '+965 5000 123',
      '+9655000123456',
      '+0123456789',
      'abcdefgh',
      '+1 234',
      '+1234567890123456',
      '12-34',
    ])
      expect(toE164(typed), typed).toBeNull();
  });
});
