import { describe, expect, it } from 'vitest';
import { CLASSIFIED_TYPE_KEYS } from '@souq/contract/constants';
import {
  activeFilterCount,
  filtersOf,
  paramsFromSearch,
  queryFromSearch,
  searchFromParams,
  searchNeedsType,
  withoutFilter,
  withRequest,
  withSort,
} from './filters';

const CATEGORY = '0b7b8a52-6f0e-4a53-9d5c-3a4c8f1c2d11';
const DISTRICT = '1c8c9b63-7a1f-4b64-8e6d-4b5d9a2d3e22';

describe('classified search filters <-> the address', () => {
  it('keeps only the filters that fit the type', () => {
    expect(filtersOf('property')).toContain('rooms');
    expect(filtersOf('property')).not.toContain('model');
    expect(filtersOf('automotive')).toEqual(expect.arrayContaining(['model', 'fuelType', 'price_min', 'district_id']));
    expect(filtersOf('buy-sell')).toContain('isItOldNotNew');
    expect(filtersOf('jobs')).toContain('careerLevel');
    expect(filtersOf('food')).toEqual(['price_min', 'price_max', 'district_id', 'area_id']);
    expect(filtersOf('property')).toContain('leaseType');
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
      q: '',
      category_id: CATEGORY,
      sort: 'price_asc',
      filters: { district_id: DISTRICT, rooms: '3', price_min: '100', price_max: '250.500' },
    });
    const junk = new URLSearchParams({ rooms: 'three', price_min: '-5', sort: 'cheapest', model: 'Corolla' });
    expect(searchFromParams(junk, 'property')).toEqual({ q: '', category_id: '', filters: {} });
  });

  it('keeps an area with its district, and alone (the search box picks areas by name)', () => {
    const params = new URLSearchParams({ district_id: DISTRICT, area_id: CATEGORY });
    expect(searchFromParams(params, 'food').filters).toEqual({ district_id: DISTRICT, area_id: CATEGORY });
    expect(searchFromParams(new URLSearchParams({ area_id: CATEGORY }), 'food').filters).toEqual({ area_id: CATEGORY });
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

  it('reads a search without the type’s own filters the same before the categories arrive as after', () => {
    const common = new URLSearchParams({ q: 'كامري', category_id: CATEGORY, district_id: DISTRICT, price_min: '100', price_max: '900', sort: 'price_asc' });
    expect(searchNeedsType(common)).toBe(false);
    for (const type of CLASSIFIED_TYPE_KEYS) {
      expect(queryFromSearch(searchFromParams(common, type), 'KW'), type).toEqual(queryFromSearch(searchFromParams(common, undefined), 'KW'));
    }
    expect(searchNeedsType(new URLSearchParams({ category_id: CATEGORY, model: 'Camry' }))).toBe(true);
    expect(searchNeedsType(new URLSearchParams({ category_id: CATEGORY, rooms: '3' }))).toBe(true);
  });

  it('sends the country, the category, the sort and every filter set', () => {
    const search = searchFromParams(new URLSearchParams({ category_id: CATEGORY, rooms: '2', price_max: '300' }), 'property');
    expect(queryFromSearch(search, 'KW')).toEqual({
      category_id: CATEGORY,
      country_id: 'KW',
      rooms: '2',
      price_max: '300',
    });
    expect(queryFromSearch({ q: '', category_id: '', filters: {} }, undefined)).toEqual({});
    expect(queryFromSearch({ q: '', category_id: '', sort: 'price_asc', filters: {} }, undefined)).toEqual({ sort: 'price_asc' });
  });
});

describe('the text of a search and its order, in the address', () => {
  it('keeps the text, and sorts by the best match by default when there is text, the newest without', () => {
    const search = searchFromParams(new URLSearchParams({ q: ' سياره تويوتا ', category_id: CATEGORY }), 'automotive');
    expect(search).toEqual({ q: 'سياره تويوتا', category_id: CATEGORY, filters: {} });
    const params = paramsFromSearch(search);
    expect(params.get('q')).toBe('سياره تويوتا');
    expect(params.has('sort')).toBe(false);
    expect(queryFromSearch(search, 'KW')).toEqual({ q: 'سياره تويوتا', category_id: CATEGORY, country_id: 'KW' });
  });

  it('writes a sort only when it is not the default for the text', () => {
    const withText = { q: 'camry', category_id: '', filters: {} };
    expect(paramsFromSearch(withSort(withText, 'relevance')).toString()).toBe('q=camry');
    expect(paramsFromSearch(withSort(withText, 'newest')).toString()).toBe('q=camry&sort=newest');
    const noText = { q: '', category_id: '', filters: {} };
    expect(paramsFromSearch(withSort(noText, 'newest')).toString()).toBe('');
    // Relevance without text means the newest: nothing to write.
    expect(paramsFromSearch(withSort(noText, 'relevance')).toString()).toBe('');
    expect(searchFromParams(new URLSearchParams('sort=relevance'), null)).toEqual(noText);
    expect(searchFromParams(new URLSearchParams('q=camry&sort=newest'), null)).toEqual({ ...withText, sort: 'newest' });
  });

  it('gives new text its own default order unless one was chosen', () => {
    // No order chosen: a text search then sorts by the best match, and the address says nothing of it.
    const browsing = searchFromParams(new URLSearchParams(`category_id=${CATEGORY}`), null);
    expect(paramsFromSearch(withRequest(browsing, { q: 'toyota' })).toString()).toBe(`q=toyota&category_id=${CATEGORY}`);
    const cheapest = searchFromParams(new URLSearchParams(`category_id=${CATEGORY}&sort=price_asc`), null);
    expect(paramsFromSearch(withRequest(cheapest, { q: 'toyota' })).get('sort')).toBe('price_asc');
  });

  it('applies what the search box asks for over the search as it is', () => {
    const search = searchFromParams(new URLSearchParams({ q: 'flat', category_id: CATEGORY, rooms: '3', district_id: DISTRICT }), 'property');
    expect(withRequest(search, { q: 'villa' })).toEqual({ ...search, q: 'villa' });
    // Another category: the type's own filters go, the place stays.
    expect(withRequest(search, { q: '', filter: { key: 'category_id', id: DISTRICT } })).toEqual({
      q: '',
      category_id: DISTRICT,
      filters: { district_id: DISTRICT },
    });
    expect(withRequest(search, { q: 'flat', filter: { key: 'area_id', id: CATEGORY } }).filters).toEqual({ rooms: '3', area_id: CATEGORY });
  });

  it('drops one filter, or the category with its type’s own filters', () => {
    const search = searchFromParams(new URLSearchParams({ q: 'flat', category_id: CATEGORY, rooms: '3', district_id: DISTRICT }), 'property');
    expect(withoutFilter(search, 'rooms')).toEqual({ ...search, filters: { district_id: DISTRICT } });
    expect(withoutFilter(search, 'category_id')).toEqual({ q: 'flat', category_id: '', filters: { district_id: DISTRICT } });
  });
});
