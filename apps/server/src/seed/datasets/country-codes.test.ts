import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@souq/contract/country-codes';
import { COUNTRY_CURRENCIES } from './country-currencies';

describe('country codes', () => {
  it('the contract offers the countries the server seeds, no more and no fewer', () => {
    // The members' register and profile forms offer COUNTRY_CODES; the server accepts a country
    // only when its row exists, and it seeds one row per COUNTRY_CURRENCIES key.
    expect([...COUNTRY_CODES].sort()).toEqual(Object.keys(COUNTRY_CURRENCIES).sort());
  });
});
