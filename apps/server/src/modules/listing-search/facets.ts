import { sql, type SQL } from 'drizzle-orm';
import type { ClassifiedSearchQuery, FacetCount, SearchFacets } from '@souq/contract/members-classifieds';
import type { ClassifiedTypeKey } from '@souq/contract/constants';
import { choiceOf, listingFields, type ListingField } from '@souq/contract/listing-fields';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../lib/sql-rows';

/**
 * Price bands in the listing's currency, from a shirt to a house: each band's lower end, the last
 * one open. Fixed rather than per category so a band's chip means the same on every screen.
 */
export const PRICE_BAND_STARTS = [0, 50, 200, 1_000, 5_000, 20_000, 100_000] as const;

/**
 * The most listings the counts read. Counting reads every listing found, and a common word finds
 * tens of thousands at a million listings; past this the counts are lower bounds, said so. At
 * 10,000 the counts were the slowest part of a search with them (docs/decisions.md).
 */
export const FACET_LIMIT = 5_000;

/** Numbers worth counting: how many rooms or cylinders is a choice; a street or flat number is not. */
const COUNTED_NUMBERS = new Set(['rooms', 'livingRooms', 'bathrooms', 'cylinder']);

/** The category's own fields that get counts: its fixed choices, its dropdown values and the counted numbers. */
export function facetFields(type: ClassifiedTypeKey): ListingField[] {
  return listingFields(type).filter(
    (field) => field.kind === 'choice' || field.kind === 'dropdown-value' || (field.kind === 'number' && COUNTED_NUMBERS.has(field.name)),
  );
}

interface FacetRow {
  facet: string;
  value: string | null;
  en: string | null;
  ar: string | null;
  n: number | string;
}

/** The band of the matched row's price: the index of its start in PRICE_BAND_STARTS (constants only, so raw SQL). */
const PRICE_BAND = sql.raw(
  `case ${PRICE_BAND_STARTS.slice(1)
    .map((start, i) => `when price < ${start} then ${i}`)
    .join(' ')} else ${PRICE_BAND_STARTS.length - 1} end`,
);

/**
 * Counts over the listings the search finds (the first FACET_LIMIT), in one statement: the total,
 * and per category, district, price band and the category's own fields, each only where the member
 * has not set that filter already. `matching` is the search's own condition (cursor aside).
 */
export async function searchFacets(
  db: Tx,
  matching: SQL,
  query: Omit<ClassifiedSearchQuery, 'q'>,
  category: { id: string; type: ClassifiedTypeKey } | null,
  limit = FACET_LIMIT,
): Promise<SearchFacets> {
  const fields = category ? facetFields(category.type).filter((field) => (query as Record<string, unknown>)[field.name] === undefined) : [];
  const parts: SQL[] = [sql`select 'total' as facet, null as value, null as en, null as ar, count(*) as n from found`];
  if (!query.category_id) {
    parts.push(sql`select 'category_id', c.id::text, c.category_en, c.category_ar, x.n
      from (select category_id, count(*) as n from matched group by category_id) x join categories c on c.id = x.category_id`);
  }
  if (!query.district_id) {
    parts.push(sql`select 'district_id', d.id::text, d.district_en, d.district_ar, x.n
      from (select district_id, count(*) as n from matched group by district_id) x join districts d on d.id = x.district_id`);
  }
  if (query.price_min === undefined && query.price_max === undefined) {
    parts.push(sql`select 'price', (${PRICE_BAND})::text, null, null, count(*) from matched group by 2`);
  }
  if (fields.length > 0 && category) {
    const names = fields.map((field) => field.name);
    parts.push(sql`select e.key, e.value, null, dv.value_ar, count(*)
      from matched cross join lateral jsonb_each_text(matched.details) e
      left join dropdown_values dv on dv.category_id = ${category.id} and lower(dv.value_en) = lower(e.value)
      where e.key in (${sql.join(
        names.map((name) => sql`${name}`),
        sql`, `,
      )})
      group by e.key, e.value, dv.value_ar`);
  }
  // One listing past the limit tells that there are more; the counts leave it out. The details
  // only when a category's fields are counted: 10,000 of them overflowed work_mem to disk.
  const columns = fields.length > 0 ? sql`category_id, district_id, price, details` : sql`category_id, district_id, price`;
  const statement = sql`with found as materialized (
      select ${columns} from classified_posts where ${matching} limit ${limit + 1}
    ), matched as (select * from found limit ${limit})
    ${sql.join(parts, sql` union all `)}`;
  const rows = await rowsOf<FacetRow>(db, statement);
  return facetsFrom(rows, fields, limit);
}

const byCount = (a: FacetCount, b: FacetCount) => b.count - a.count || a.value.localeCompare(b.value);

function facetsFrom(rows: FacetRow[], fields: ListingField[], limit: number): SearchFacets {
  const facets: SearchFacets = { total: 0, capped: false, category_id: [], district_id: [], price: [], fields: {} };
  for (const field of fields) facets.fields[field.name] = [];
  for (const row of rows) {
    const count = Number(row.n);
    if (row.facet === 'total') {
      facets.total = Math.min(count, limit);
      facets.capped = count > limit;
    } else if (row.facet === 'category_id' || row.facet === 'district_id') {
      facets[row.facet].push({ value: row.value ?? '', count, name: { en: row.en ?? '', ar: row.ar ?? '' } });
    } else if (row.facet === 'price') {
      const band = Number(row.value);
      const next = PRICE_BAND_STARTS[band + 1];
      facets.price.push({ min: String(PRICE_BAND_STARTS[band]), max: next === undefined ? null : String(next), count });
    } else {
      const field = fields.find((f) => f.name === row.facet);
      const list = facets.fields[row.facet];
      if (!field || !list || row.value === null) continue;
      // A choice kept as a boolean (old or new) is counted under the choice it stands for.
      const value = field.kind === 'choice' && field.trueFor !== null ? choiceOf(field, row.value === 'true') : row.value;
      list.push({ value, count, name: field.kind === 'dropdown-value' && row.ar ? { en: row.value, ar: row.ar } : null });
    }
  }
  facets.category_id.sort(byCount);
  facets.district_id.sort(byCount);
  facets.price.sort((a, b) => Number(a.min) - Number(b.min));
  for (const list of Object.values(facets.fields)) list.sort(byCount);
  return facets;
}
