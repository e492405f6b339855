import type { ClassifiedTypeKey } from '@souq/contract/constants';
import { LISTING_CHOICES, listingField, type ListingChoiceField } from '@souq/contract/listing-fields';
import type { FacetCount, PriceBand, SearchFacets } from '@souq/contract/members-classifieds';
import { commonFilters, filtersOf, type FilterKey, type SearchState } from './filters';

/**
 * The search's counts (facets) as chips: each a choice the member can tap to narrow the search,
 * with how many listings it keeps. Which filter a chip sets is decided here, apart from how it
 * looks, so the mapping is tested on its own.
 */

/** What a chip shows before its count: a name in both languages, a fixed choice's catalog label, or the value itself. */
export type ChipLabel =
  | { kind: 'name'; en: string; ar: string }
  | { kind: 'choice'; field: ListingChoiceField; choice: string }
  | { kind: 'value'; value: string }
  | { kind: 'price'; min: string; max: string | null };

export interface FacetChip {
  /** Unique within the search: the group and the value. */
  id: string;
  label: ChipLabel;
  count: number;
  /** What tapping it sets in the search. */
  set: Partial<Record<'category_id' | FilterKey, string>>;
}

/** A group of chips: the category, the district, the price, or one of the type's own fields. */
export interface FacetGroup {
  key: 'category_id' | 'district_id' | 'price' | FilterKey;
  chips: FacetChip[];
}

const nameOrValue = (facet: FacetCount): ChipLabel => (facet.name ? { kind: 'name', ...facet.name } : { kind: 'value', value: facet.value });

const counted = <T extends { count: number }>(items: readonly T[]) => items.filter((item) => item.count > 0);

/**
 * The value a choice field's filter takes for a facet value. A choice kept as a boolean may be
 * counted as `true`/`false`; the filter takes the choice's own word (`old`, `new`).
 */
function choiceValue(field: ListingChoiceField, value: string, trueFor: string | null): string | null {
  const choices: readonly string[] = LISTING_CHOICES[field];
  if (choices.includes(value)) return value;
  if (trueFor && (value === 'true' || value === 'false')) return value === 'true' ? trueFor : (choices.find((choice) => choice !== trueFor) ?? null);
  return null;
}

function fieldChips(type: ClassifiedTypeKey, key: FilterKey, facets: readonly FacetCount[]): FacetChip[] {
  const field = listingField(type, key);
  if (!field) return [];
  return counted(facets).flatMap((facet): FacetChip[] => {
    if (field.kind === 'choice') {
      const choice = choiceValue(field.name, facet.value, field.trueFor);
      return choice ? [{ id: `${key}:${choice}`, label: { kind: 'choice', field: field.name, choice }, count: facet.count, set: { [key]: choice } }] : [];
    }
    return [{ id: `${key}:${facet.value}`, label: nameOrValue(facet), count: facet.count, set: { [key]: facet.value } }];
  });
}

const priceChip = (band: PriceBand): FacetChip => ({
  id: `price:${band.min}-${band.max ?? ''}`,
  label: { kind: 'price', min: band.min, max: band.max },
  count: band.count,
  // A band with no upper end clears an upper limit rather than keeping one it would contradict.
  set: { price_min: band.min, price_max: band.max ?? '' },
});

/**
 * The groups of chips for a search's facets: categories (when none is chosen), districts, price
 * bands, then the category's own fields the search can filter by. Choices no listing has are left
 * out, and so are groups with nothing left, and fields the search cannot keep in its address.
 */
export function facetGroups(facets: SearchFacets, type: ClassifiedTypeKey | null | undefined, search: SearchState): FacetGroup[] {
  const groups: FacetGroup[] = [];
  if (!search.category_id) {
    groups.push({
      key: 'category_id',
      chips: counted(facets.category_id).map((f) => ({ id: `category_id:${f.value}`, label: nameOrValue(f), count: f.count, set: { category_id: f.value } })),
    });
  }
  if (!search.filters.district_id) {
    groups.push({
      key: 'district_id',
      chips: counted(facets.district_id).map((f) => ({ id: `district_id:${f.value}`, label: nameOrValue(f), count: f.count, set: { district_id: f.value } })),
    });
  }
  if (!search.filters.price_min && !search.filters.price_max) groups.push({ key: 'price', chips: counted(facets.price).map(priceChip) });
  if (type) {
    for (const key of filtersOf(type)) {
      const counts = facets.fields[key];
      if (counts && !search.filters[key]) groups.push({ key, chips: fieldChips(type, key, counts) });
    }
  }
  return groups.filter((group) => group.chips.length > 0);
}

/**
 * The search after tapping a chip. A new category starts over the type's own filters (rooms mean
 * nothing on a car); a new district drops an area of another district.
 */
export function applyChip(search: SearchState, chip: FacetChip): SearchState {
  const { category_id, ...filters } = chip.set;
  const next: SearchState = { ...search, filters: { ...search.filters } };
  if (category_id !== undefined) {
    next.category_id = category_id;
    next.filters = commonFilters(search);
  }
  if (filters.district_id !== undefined) delete next.filters.area_id;
  for (const [key, value] of Object.entries(filters) as [FilterKey, string][]) {
    if (value) next.filters[key] = value;
    else delete next.filters[key];
  }
  return next;
}
