import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersOf, paramsFromSearch, queryFromSearch, searchFromParams } from './filters';

const CATEGORY = '0b7b8a52-6f0e-4a53-9d5c-3a4c8f1c2d11';
const DISTRICT = '1c8c9b63-7a1f-4b64-8e6d-4b5d9a2d3e22';

describe('classified search filters <-> the address', () => {
  it('keeps only the filters that fit the type', () => {
    expect(filtersOf('property')).toContain('rooms');
    expect(filtersOf('property')).not.toContain('model');
    expect(filtersOf('automotive')).toEqual(expect.arrayContaining(['model', 'fuelType', 'price_min', 'district_id']));
    expect(filtersOf('buy-sell')).toContain('isItOldNotNew');
    expect(filtersOf('jobs')).toContain('careerLevel');
    expect(filtersOf('food')).toEqual(['q', 'price_min', 'price_max', 'district_id', 'area_id']);
    expect(filtersOf(null)).not.toContain('rooms');
  });

  it('reads a property search, dropping filters of other types and junk values', () => {
    const params = new URLSearchParams({
      category_id: CATEGORY,
      district_id: DISTRICT,
      rooms: '3',
      price_min: '100',
      price_max: '250.500',
      model: 'Corolla',
      sort: 'price_asc',
    });
    expect(searchFromParams(params, 'property')).toEqual({
      category_id: CATEGORY,
      sort: 'price_asc',
      filters: { district_id: DISTRICT, rooms: '3', price_min: '100', price_max: '250.500' },
    });
    const junk = new URLSearchParams({ rooms: 'three', price_min: '-5', sort: 'cheapest', area_id: DISTRICT });
    expect(searchFromParams(junk, 'property')).toEqual({ category_id: '', sort: 'newest', filters: {} });
  });

  it('keeps an area only with its district', () => {
    const params = new URLSearchParams({ district_id: DISTRICT, area_id: CATEGORY });
    expect(searchFromParams(params, 'food').filters).toEqual({ district_id: DISTRICT, area_id: CATEGORY });
  });

  it('reads the condition, fuel and transmission only as the API accepts them', () => {
    expect(searchFromParams(new URLSearchParams({ transmission: 'Manual' }), 'automotive').filters).toEqual({ transmission: 'Manual' });
    expect(searchFromParams(new URLSearchParams({ transmission: 'Sideways' }), 'automotive').filters).toEqual({});
    expect(searchFromParams(new URLSearchParams({ transmission: 'Manual' }), 'property').filters).toEqual({});
    expect(searchFromParams(new URLSearchParams({ isItOldNotNew: 'old' }), 'buy-sell').filters).toEqual({ isItOldNotNew: 'old' });
    expect(searchFromParams(new URLSearchParams({ isItOldNotNew: 'maybe' }), 'buy-sell').filters).toEqual({});
    expect(searchFromParams(new URLSearchParams({ fuelType: 'Diesel', model: 'Patrol' }), 'automotive').filters).toEqual({
      fuelType: 'Diesel',
      model: 'Patrol',
    });
  });

  it('writes back what it read (a round trip), leaving out the default sort', () => {
    const search = searchFromParams(new URLSearchParams({ category_id: CATEGORY, rooms: '2', sort: 'newest' }), 'property');
    expect(paramsFromSearch(search).toString()).toBe(`category_id=${CATEGORY}&rooms=2`);
    const sorted = { ...search, sort: 'price_desc' as const };
    expect(searchFromParams(paramsFromSearch(sorted), 'property')).toEqual(sorted);
    expect(activeFilterCount(sorted)).toBe(1);
  });

  it('sends the country, the category, the sort and every filter set', () => {
    const search = searchFromParams(new URLSearchParams({ category_id: CATEGORY, rooms: '2', price_max: '300' }), 'property');
    expect(queryFromSearch(search, 'KW')).toEqual({
      sort: 'newest',
      category_id: CATEGORY,
      country_id: 'KW',
      rooms: '2',
      price_max: '300',
    });
    expect(queryFromSearch({ category_id: '', sort: 'newest', filters: {} }, undefined)).toEqual({ sort: 'newest' });
  });
});
