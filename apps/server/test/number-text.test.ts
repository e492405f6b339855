import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeNumberText, normalizePhoneText, toLatinDigits } from '@souq/contract/digits';
import { normalizeSearchText } from '@souq/contract/search-text';
import { ZAddClassifiedCommon } from '@souq/contract/classifieds';
import { ZUpdateMyAccountRequest } from '@souq/contract/members-account';
import { ZClassifiedSearchQuery } from '@souq/contract/members-classifieds';
import { ZEditAppSettingsRequest } from '@souq/contract/settings';
import { messages } from '@souq/contract/messages';

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';

describe('the number normaliser (packages/contract/src/digits.ts)', () => {
  it('reads both Eastern digit sets as ASCII digits and leaves everything else alone', () => {
    expect(toLatinDigits(ARABIC_INDIC)).toBe('0123456789');
    expect(toLatinDigits(PERSIAN)).toBe('0123456789');
    expect(toLatinDigits('غرفة ٣ و۴ حمام, 5 parking')).toBe('غرفة 3 و4 حمام, 5 parking');
  });

  it('writes any number typed in any of the three digit sets as the same ASCII text', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        const ascii = String(n);
        const eastern = (set: string) => ascii.replace(/\d/g, (d) => set[Number(d)] ?? d);
        expect(normalizeNumberText(eastern(ARABIC_INDIC))).toBe(ascii);
        expect(normalizeNumberText(eastern(PERSIAN))).toBe(ascii);
        expect(normalizeNumberText(ascii)).toBe(ascii);
      }),
    );
  });

  it('reads the Arabic decimal mark as a point, drops the Arabic thousands mark and direction marks', () => {
    expect(normalizeNumberText('١٬٢٥٠٫٥')).toBe('1250.5');
    expect(normalizeNumberText(' \u200F٣٢٠\u200E ')).toBe('320');
    expect(normalizeNumberText('\u061C۴۵۰')).toBe('450');
    // Not a number stays not a number, for the schema to refuse.
    expect(normalizeNumberText('three hundred')).toBe('three hundred');
    expect(normalizeNumberText('-٥')).toBe('-5');
  });

  it('keeps a phone number’s +, spaces, brackets and dashes', () => {
    expect(normalizePhoneText('\u200E+٩٦٥ (٥٥٥٥) ١٢٣٤-٥ ')).toBe('+965 (5555) 1234-5');
  });

  it('is the digit mapping the search uses too', () => {
    expect(normalizeSearchText('تويوتا ٢٠٢٠ ۲۰۱۹')).toBe('تويوتا 2020 2019');
  });
});

describe('the schemas read Arabic-Indic and Persian digits', () => {
  it('a listing’s price and mobile', () => {
    const shape = ZAddClassifiedCommon.shape;
    expect(shape.price.parse('٣٢٠')).toBe('320');
    expect(shape.price.parse('۴۵۰')).toBe('450');
    expect(shape.price.parse('١٬٢٥٠')).toBe('1250');
    expect(shape.mobile.parse('٩٦٥٥٥٥٥١٢٣٤')).toBe('96555551234');
    // Still whole positive numbers only, with the same messages.
    expect(shape.price.safeParse('٣٢٠٫٥').error?.issues[0]?.message).toBe(messages.classified.pricePositive);
    expect(shape.price.safeParse('-٣٢٠').error?.issues[0]?.message).toBe(messages.classified.priceNegative);
    expect(shape.price.safeParse('٣٢٠ د.ك').error?.issues[0]?.message).toBe(messages.classified.pricePositive);
  });

  it('a member’s phone', () => {
    expect(ZUpdateMyAccountRequest.parse({ phone: '٥٥٥٥١٢٣٤' })).toEqual({ phone: '55551234' });
    expect(ZUpdateMyAccountRequest.parse({ phone: '+۹۶۵ ۵۵۵۵ ۱۲۳۴' })).toEqual({ phone: '+965 5555 1234' });
    expect(ZUpdateMyAccountRequest.safeParse({ phone: 'رقمي' }).error?.issues[0]?.message).toBe(messages.members.account.phoneInvalid);
  });

  it('the search’s price filters', () => {
    expect(ZClassifiedSearchQuery.parse({ price_min: '٤٠٠', price_max: '١٬٠٠٠٫٥' })).toMatchObject({ price_min: '400', price_max: '1000.5' });
  });

  it('the console’s settings phone', () => {
    const settings = ZEditAppSettingsRequest.shape.phone;
    expect(settings.parse(' ٢٢٢٢٣٣٣٣ ')).toBe('22223333');
  });
});
