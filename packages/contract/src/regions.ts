import { z } from 'zod';
import { defineRoute } from './route';
import { messages } from './messages';
import { normaliseId, requiredId, ZTextSearch } from './common';

const r = messages.region;

/** A country's ISO alpha-2 code as the apps send it ('kw' and 'KW' alike). */
export const ZCountryCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .regex(/^[a-z]{2}$/i, r.countryNotFound)
    .transform((v) => v.toUpperCase());

/**
 * Search text without NUL characters: PostgreSQL text cannot hold them, and a query carrying one
 * fails in the database instead of simply matching nothing.
 */
export const ZSearchText = ZTextSearch.transform((s) => s?.replaceAll('\0', '').trim() || undefined);

/** Stored text cannot hold NUL characters either; refused as invalid input. */
export const hasNoNul = (s: string) => !s.includes('\0');

export const ZCountry = z.object({
  _id: z.string(),
  country_english: z.string(),
  country_arabic: z.string().nullable(),
  isSelected: z.boolean(),
  currency_code: z.string().nullable(),
  currency_symbol: z.string().nullable(),
});
export type Country = z.infer<typeof ZCountry>;
export const ZCountryList = z.object({ countries: z.array(ZCountry) });

export const ZDistrict = z.object({
  _id: z.string(),
  district_en: z.string(),
  district_ar: z.string(),
  country_id: z.string(),
});
export type District = z.infer<typeof ZDistrict>;
export const ZDistrictList = z.object({ districts: z.array(ZDistrict) });

export const ZArea = z.object({
  _id: z.string(),
  area_en: z.string(),
  area_ar: z.string(),
  district_id: z.string(),
  country_id: z.string(),
});
export type Area = z.infer<typeof ZArea>;
export const ZAreaList = z.object({ areas: z.array(ZArea) });

export const ZDistrictsQuery = z.object({
  country_id: ZCountryCode(r.countryRequired),
  textSearch: ZSearchText,
});
export type DistrictsQuery = z.infer<typeof ZDistrictsQuery>;

export const ZAreasQuery = z.object({ district_id: requiredId(r.districtRequired) });

// Look-ups of the add forms, open to every signed-in role: the mobile apps post classifieds too.
// The staff region routes (getcountries-admin, add-district, ...) follow them.
const tag = 'regions';

export const getCountriesRoute = defineRoute({
  method: 'GET',
  path: '/api/countries',
  access: 'visitor',
  tag,
  summary: 'The countries the marketplace serves (isSelected), by English name, with their currency',
  response: ZCountryList,
});

export const getDistrictsRoute = defineRoute({
  method: 'GET',
  path: '/api/get-districts',
  access: 'visitor',
  tag,
  summary: "A country's districts by English name, optionally filtered by name (404 for an unknown country)",
  query: ZDistrictsQuery,
  response: ZDistrictList,
});

export const getAreasRoute = defineRoute({
  method: 'GET',
  path: '/api/get-area',
  access: 'visitor',
  tag,
  summary: "A district's areas by English name (404 for an unknown district)",
  query: ZAreasQuery,
  response: ZAreaList,
});

/** A country the staff form sends; the original console's 0 means "none chosen". */
const ZChosenCountry = z.preprocess((v) => (v === 0 || v === '0' ? undefined : v), ZCountryCode(r.countryRequired));

/** A region name: required, trimmed, and storable. */
const regionName = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, 'The name is too long').refine(hasNoNul, message);

export const ZCountriesAdminQuery = z.object({ textSearch: ZSearchText });

export const ZUpdateCountryRequest = z.object({
  country_id: ZChosenCountry,
  // The apps send a boolean; query-string habits send 'true'/'false'.
  isSelected: z.union([z.boolean(), z.enum(['true', 'false'])], { error: r.selectionRequired }).transform((v) => v === true || v === 'true'),
});
export type UpdateCountryRequest = z.infer<typeof ZUpdateCountryRequest>;

export const ZAddDistrictRequest = z.object({
  district_en: regionName(r.districtNameEnRequired),
  district_ar: regionName(r.districtNameArRequired),
  country_id: ZChosenCountry,
});
export type AddDistrictRequest = z.infer<typeof ZAddDistrictRequest>;

export const ZEditDistrictRequest = ZAddDistrictRequest.extend({ district_id: requiredId(r.districtNotFound) });
export type EditDistrictRequest = z.infer<typeof ZEditDistrictRequest>;

export const ZAreasAdminQuery = z.object({
  country_id: ZCountryCode(r.countryRequired),
  district_id: z
    .string()
    .trim()
    .max(64, r.districtNotFound)
    .overwrite(normaliseId)
    .optional()
    .transform((v) => v || undefined),
  textSearch: ZSearchText,
});
export type AreasAdminQuery = z.infer<typeof ZAreasAdminQuery>;

// The spec gives the area form the district form's messages ("the same plus 'district is required'").
export const ZAddAreaRequest = z.object({
  area_en: regionName(r.districtNameEnRequired),
  area_ar: regionName(r.districtNameArRequired),
  country_id: ZChosenCountry,
  district_id: requiredId(r.districtRequired),
});
export type AddAreaRequest = z.infer<typeof ZAddAreaRequest>;

/** The spec's edit body has no country: an area follows its district's country. One may be sent to be checked. */
export const ZEditAreaRequest = ZAddAreaRequest.extend({
  area_id: requiredId(r.areaNotFound),
  country_id: ZChosenCountry.optional(),
});
export type EditAreaRequest = z.infer<typeof ZEditAreaRequest>;

export const getCountriesAdminRoute = defineRoute({
  method: 'GET',
  path: '/api/getcountries-admin',
  access: ['admin'],
  tag,
  summary: 'Every country, selected or not, by English name, optionally filtered by name or code',
  query: ZCountriesAdminQuery,
  response: ZCountryList,
});

export const updateCountryRoute = defineRoute({
  method: 'POST',
  path: '/api/update-countries-admin',
  access: ['admin'],
  tag,
  summary: 'Select a country for the marketplace, or take it out (isSelected)',
  body: ZUpdateCountryRequest,
  response: ZCountry,
});

export const addDistrictRoute = defineRoute({
  method: 'POST',
  path: '/api/add-district',
  access: ['admin'],
  tag,
  summary: 'Add a district to a country (409 when the country already has one of that English name)',
  body: ZAddDistrictRequest,
  response: ZDistrict,
  status: 201,
  errors: [409],
});

export const editDistrictRoute = defineRoute({
  method: 'POST',
  path: '/api/edit-district',
  access: ['admin'],
  tag,
  summary: 'Rename a district or move it to another country (its areas move with it)',
  body: ZEditDistrictRequest,
  response: ZDistrict,
  errors: [409],
});

export const getAreasAdminRoute = defineRoute({
  method: 'GET',
  path: '/api/get-area-admin',
  access: ['admin'],
  tag,
  summary: "A country's areas, optionally of one district and filtered by name",
  query: ZAreasAdminQuery,
  response: ZAreaList,
});

export const addAreaRoute = defineRoute({
  method: 'POST',
  path: '/api/add-area',
  access: ['admin'],
  tag,
  summary: 'Add an area to a district of the country (409 when the district already has one of that English name)',
  body: ZAddAreaRequest,
  response: ZArea,
  status: 201,
  errors: [409],
});

export const editAreaRoute = defineRoute({
  method: 'POST',
  path: '/api/edit-area',
  access: ['admin'],
  tag,
  summary: "Rename an area or move it to another district (it takes that district's country)",
  body: ZEditAreaRequest,
  response: ZArea,
  errors: [409],
});
