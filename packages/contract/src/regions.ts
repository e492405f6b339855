import { z } from 'zod';
import { ROLES } from './constants';
import { defineRoute } from './route';
import { messages } from './messages';
import { ZTextSearch } from './common';

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

/** An id the caller must send, with the text to show when it is missing. */
const requiredId = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message);

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
// Issue 6 adds the staff region routes (get-area-admin, add-district, ...) below these.
const tag = 'regions';

export const getCountriesRoute = defineRoute({
  method: 'GET',
  path: '/api/countries',
  access: ROLES,
  tag,
  summary: 'The countries the marketplace serves (isSelected), by English name, with their currency',
  response: ZCountryList,
});

export const getDistrictsRoute = defineRoute({
  method: 'GET',
  path: '/api/get-districts',
  access: ROLES,
  tag,
  summary: "A country's districts by English name, optionally filtered by name (404 for an unknown country)",
  query: ZDistrictsQuery,
  response: ZDistrictList,
});

export const getAreasRoute = defineRoute({
  method: 'GET',
  path: '/api/get-area',
  access: ROLES,
  tag,
  summary: "A district's areas by English name (404 for an unknown district)",
  query: ZAreasQuery,
  response: ZAreaList,
});
