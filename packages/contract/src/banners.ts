import { z } from 'zod';
import { BANNER_PAGE_SIZE, BANNER_PLACEMENTS, BANNER_TYPES, MAX_PAGE_SIZE } from './constants';
import { defineRoute } from './route';
import { messages } from './messages';
import { isHttpUrl, ZDateTime, ZId, ZMessageBody, ZTextSearch } from './common';
import { ZImagePath } from './categories';

const b = messages.banner;

/** An address people may be sent to: http(s) only, never `javascript:` or `data:`. */
export const ZHttpUrl = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(2048, messages.generic.linkTooLong).refine(isHttpUrl, b.invalidUrl);

/** The label of a placement ('Banner', 'Placement1'..'Placement12') for a banner type. */
export function placementLabel(type: string, placement: number): string | undefined {
  return BANNER_PLACEMENTS.find((p) => p.type === type && p.placement === placement)?.label;
}

export const ZBanner = z.object({
  _id: z.string(),
  banner_type: z.enum(BANNER_TYPES),
  banner_url: z.string(),
  banner_action_url: z.string(),
  country_id: z.object({ _id: z.string(), country_english: z.string() }),
  bannerFor: z.string(),
  placement: z.number().int(),
  active: z.boolean(),
  createdAt: ZDateTime,
});
export type Banner = z.infer<typeof ZBanner>;

export const ZBannerListQuery = z.object({
  textSearch: ZTextSearch,
  country_id: z
    .string()
    .trim()
    .max(2)
    .optional()
    .transform((v) => (v ? v.toUpperCase() : undefined)),
  page: z.coerce.number().int().min(1, 'page must be a positive whole number').default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(BANNER_PAGE_SIZE),
});
export const ZBannerList = z.object({ banners: z.array(ZBanner), isNext: z.boolean() });

export const ZAddBannerRequest = z
  .object({
    banner_type: z.enum(BANNER_TYPES, { error: b.typeRequired }),
    banner_action_url: ZHttpUrl(b.actionUrlRequired),
    banner_url: ZImagePath.refine((v) => v !== '', b.imageRequired),
    country_id: z.string({ error: b.countryRequired }).trim().min(1, b.countryRequired).max(2, b.countryRequired),
    // -1 is the console's "none chosen".
    placement: z.coerce.number({ error: b.placementRequired }).int(b.placementRequired).min(0, b.placementRequired).max(12, b.invalidPlacement),
    bannerFor: z.string().trim().max(40).optional(),
  })
  .superRefine((value, ctx) => {
    const label = placementLabel(value.banner_type, value.placement);
    if (!label || (value.bannerFor && value.bannerFor !== label)) {
      ctx.addIssue({ code: 'custom', path: ['placement'], message: b.invalidPlacement });
    }
  });
export type AddBannerRequest = z.infer<typeof ZAddBannerRequest>;

export const ZEditBannerLinkRequest = z.object({ banner_id: ZId, newURL: ZHttpUrl(b.actionUrlRequired) });
export const ZDeleteBannerRequest = z.object({ banner_id: ZId });

const tag = 'banners';

export const getBannersRoute = defineRoute({
  method: 'GET',
  path: '/api/category/get-banners',
  access: ['admin'],
  tag,
  summary: 'Banners and placements of a country, 20 a page',
  query: ZBannerListQuery,
  response: ZBannerList,
});

export const addBannerRoute = defineRoute({
  method: 'POST',
  path: '/api/category/add-banner',
  access: ['admin'],
  tag,
  summary: "Create a banner (placement 0, 'Banner') or a placement (1..12, 'Placement1'..)",
  body: ZAddBannerRequest,
  response: ZBanner,
  status: 201,
});

export const editBannerLinkRoute = defineRoute({
  method: 'POST',
  path: '/api/category/edit-link-banner',
  access: ['admin'],
  tag,
  summary: "Change a banner's action URL",
  body: ZEditBannerLinkRequest,
  response: ZBanner,
});

export const deleteBannerRoute = defineRoute({
  method: 'POST',
  path: '/api/category/delete-banner',
  access: ['admin'],
  tag,
  summary: 'Delete a banner',
  body: ZDeleteBannerRequest,
  response: ZMessageBody,
});
