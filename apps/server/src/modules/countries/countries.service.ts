import { asc, eq, or, sql } from 'drizzle-orm';
import type { Country, UpdateCountryRequest } from '@souq/contract/regions';
import { messages } from '@souq/contract/messages';
import type { Db } from '../../db/client';
import { countries } from '../../db/schema/regions';
import { recordChange } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { escapeLike } from '../../lib/search';
import { countryColumns } from './countries.queries';

const r = messages.region;

/** The countries staff selected: the look-up of the add forms. */
export async function listSelectedCountries(db: Db): Promise<{ countries: Country[] }> {
  const rows = await db.select(countryColumns).from(countries).where(eq(countries.isSelected, true)).orderBy(asc(countries.countryEnglish));
  return { countries: rows };
}

/** Every country (a few hundred), optionally those whose English or Arabic name or code contains the text. */
export async function listAllCountries(db: Db, input: { textSearch?: string }): Promise<{ countries: Country[] }> {
  const pattern = input.textSearch && `%${escapeLike(input.textSearch)}%`;
  const rows = await db
    .select(countryColumns)
    .from(countries)
    .where(
      pattern
        ? or(sql`${countries.countryEnglish} ILIKE ${pattern}`, sql`${countries.countryArabic} ILIKE ${pattern}`, sql`${countries.id} ILIKE ${pattern}`)
        : undefined,
    )
    .orderBy(asc(countries.countryEnglish));
  return { countries: rows };
}

export async function updateCountrySelection(db: Db, actorId: string, input: UpdateCountryRequest): Promise<Country> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(countryColumns).from(countries).where(eq(countries.id, input.country_id)).for('update');
    if (!before) throw notFound(r.countryNotFound);
    const isSelected = input.isSelected === true;
    const [after] = await tx.update(countries).set({ isSelected }).where(eq(countries.id, before._id)).returning(countryColumns);
    if (!after) throw notFound(r.countryNotFound);
    const entry = { actorId, action: 'country.select', recordType: 'country', recordId: before._id };
    await recordChange(tx, entry, { isSelected: [before.isSelected, isSelected] });
    return after;
  });
}
