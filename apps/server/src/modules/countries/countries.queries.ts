import { eq } from 'drizzle-orm';
import { messages } from '@souq/contract/messages';
import type { Tx } from '../../db/client';
import { countries } from '../../db/schema/regions';
import { notFound } from '../../lib/errors';

export const countryColumns = {
  _id: countries.id,
  country_english: countries.countryEnglish,
  country_arabic: countries.countryArabic,
  isSelected: countries.isSelected,
  currency_code: countries.currencyCode,
  currency_symbol: countries.currencySymbol,
};

export async function countryExists(db: Tx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
  return row !== undefined;
}

/** Refuses with the spec's 404 when the country a district or an area names does not exist. */
export async function requireCountry(tx: Tx, id: string): Promise<void> {
  const [row] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
  if (!row) throw notFound(messages.region.countryNotFound);
}
