import { describe, expect, it } from 'vitest';
import type { SearchFacets } from '@souq/contract/members-classifieds';
import { applyChip, facetGroups } from './facets';
import type { SearchState } from './filters';

const CARS = '0b7b8a52-6f0e-4a53-9d5c-3a4c8f1c2d11';
const FLATS = '2d9dac74-8b2a-4c75-9f7e-5c6e0b3e4f33';
const HAWALLI = '1c8c9b63-7a1f-4b64-8e6d-4b5d9a2d3e22';
const AREA = '3eaebd85-9c3b-4d86-8a8f-6d7f1c4f5a44';

const facets = (over: Partial<SearchFacets> = {}): SearchFacets => ({
  total: 370,
  capped: false,
  category_id: [
    { value: CARS, count: 312, name: { en: 'Automotive', ar: 'سيارات' } },
    { value: FLATS, count: 0, name: { en: 'Property', ar: 'عقارات' } },
  ],
  district_id: [{ value: HAWALLI, count: 58, name: { en: 'Hawalli', ar: 'حولي' } }],
  price: [
    { min: '0', max: '1000', count: 40 },
    { min: '1000', max: null, count: 18 },
    { min: '5000', max: null, count: 0 },
  ],
  fields: {},
  ...over,
});
const empty: SearchState = { q: 'toyota', category_id: '', filters: {} };

describe('the search counts as chips', () => {
  it('offers categories, districts and price bands, leaving out what no listing has', () => {
    const groups = facetGroups(facets(), null, empty);
    expect(groups.map((group) => group.key)).toEqual(['category_id', 'district_id', 'price']);
    expect(groups[0]?.chips).toEqual([
      { id: `category_id:${CARS}`, label: { kind: 'name', en: 'Automotive', ar: 'سيارات' }, count: 312, set: { category_id: CARS } },
    ]);
    expect(groups[2]?.chips.map((chip) => chip.label)).toEqual([
      { kind: 'price', min: '0', max: '1000' },
      { kind: 'price', min: '1000', max: null },
    ]);
  });

  it('offers the chosen category’s own fields, fixed choices by their catalog label, and nothing for a filter already set', () => {
    const search: SearchState = { q: 'toyota', category_id: CARS, filters: { district_id: HAWALLI, fuelType: 'Petrol' } };
    const groups = facetGroups(
      facets({
        category_id: [],
        district_id: [],
        fields: {
          model: [{ value: 'Camry', count: 12, name: { en: 'Camry', ar: 'كامري' } }],
          leaseType: [
            { value: 'sale', count: 30, name: null },
            { value: 'rent', count: 0, name: null },
          ],
          fuelType: [{ value: 'Diesel', count: 3, name: null }],
          cylinder: [{ value: '6', count: 9, name: null }],
          // Not a filter the search can keep in its address: no chip.
          isInsured: [{ value: 'true', count: 9, name: null }],
        },
      }),
      'automotive',
      search,
    );
    expect(groups.map((group) => group.key)).toEqual(['price', 'model', 'leaseType', 'cylinder']);
    expect(groups[2]?.chips).toEqual([
      { id: 'leaseType:sale', label: { kind: 'choice', field: 'leaseType', choice: 'sale' }, count: 30, set: { leaseType: 'sale' } },
    ]);
    expect(groups[1]?.chips[0]?.label).toEqual({ kind: 'name', en: 'Camry', ar: 'كامري' });
  });

  it('reads a condition counted as a boolean as the choice the filter takes', () => {
    const groups = facetGroups(
      facets({
        fields: {
          isItOldNotNew: [
            { value: 'true', count: 4, name: null },
            { value: 'false', count: 2, name: null },
          ],
        },
      }),
      'buy-sell',
      { q: '', category_id: FLATS, filters: {} },
    );
    expect(groups.find((group) => group.key === 'isItOldNotNew')?.chips.map((chip) => chip.set)).toEqual([{ isItOldNotNew: 'old' }, { isItOldNotNew: 'new' }]);
  });

  it('applies a chip as its filter', () => {
    const [category, district, price] = facetGroups(facets(), null, empty);
    const inCars = applyChip({ ...empty, filters: { rooms: '3', price_max: '900' } }, category!.chips[0]!);
    // A category starts over the type's own filters and keeps the common ones.
    expect(inCars).toEqual({ q: 'toyota', category_id: CARS, filters: { price_max: '900' } });
    expect(applyChip({ ...empty, filters: { area_id: AREA } }, district!.chips[0]!).filters).toEqual({ district_id: HAWALLI });
    expect(applyChip(empty, price!.chips[0]!).filters).toEqual({ price_min: '0', price_max: '1000' });
    // An open-ended band clears an upper limit.
    expect(applyChip({ ...empty, filters: { price_max: '500' } }, price!.chips[1]!).filters).toEqual({ price_min: '1000' });
  });
});
