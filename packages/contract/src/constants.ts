/** The spec's business constants, shared by the server and the console. */

export const ROLES = ['admin', 'dataentry', 'user'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['admin', 'dataentry'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];
export function isStaffRole(role: string | undefined | null): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

export const PAGE_SIZE = 10;
export const BANNER_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const COMMENTS_PREVIEW = { page: 1, itemsPerPage: 4 } as const;
export const TICKET_MESSAGES_PAGE = { page: 1, itemsPerPage: 10 } as const;

export const BANNER_HIDE_MS = 3_000;
export const QUERY_GC_MS = 60_000;
export const CHUNK_TIMEOUT_MS = 120_000;
/** The longest search a member may type (a name or a few words); here so the apps need no zod to read it. */
export const MEMBER_SEARCH_MAX = 100;

/** Listings' lifetimes: a category's default and bounds (days), the bump interval and the renewal and reminder windows. */
export const LISTING_LIFETIME_DAYS = { default: 30, min: 1, max: 365 } as const;
export const LISTING_BUMP_HOURS = 48;
export const LISTING_RENEW_WINDOW_DAYS = 3;
export const LISTING_REMINDER_DAYS = 3;

export const UPLOAD_FOLDER = 'posts';
export const SUB_CATEGORY_PREFERENCE = 1;
export const THUMBNAIL_PX = 100;
export const DEFAULT_COUNTRY = 'KW';

/** The dashboard's periods, in the spec's order; their labels are in the message catalog (`console.dashboard.periods`). */
export const PERIOD_VALUES = ['ALLTIME', 'TODAY', 'WEEK', 'MONTH', 'YEAR', 'LASTYEAR'] as const;
export type Period = (typeof PERIOD_VALUES)[number];
export const DEFAULT_PERIOD: Period = 'ALLTIME';

export const USER_STATUSES = ['active', 'pending'] as const;
export const TICKET_STATUSES = ['open', 'closed'] as const;
export const CONTACT_FORM_ACTIONS = ['pending', 'completed'] as const;
export const STORY_TYPES = ['image', 'video'] as const;
export const MEDIA_TYPES = ['image', 'video'] as const;
export const DROPDOWN_IDENTITIES = ['model', 'career_level'] as const;
export type DropdownIdentity = (typeof DROPDOWN_IDENTITIES)[number];

export const BANNER_TYPES = ['banner', 'placement'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];
/** Placement 0 is the single 'Banner' slot; 1..12 are 'Placement1'..'Placement12'. */
export const BANNER_PLACEMENTS: readonly { type: BannerType; placement: number; label: string }[] = [
  { type: 'banner', placement: 0, label: 'Banner' },
  ...Array.from({ length: 12 }, (_, i) => ({
    type: 'placement' as const,
    placement: i + 1,
    label: `Placement${i + 1}`,
  })),
];

/**
 * The twelve classified types. `name` is the category's English name as the console shows it
 * (the `classified` URL parameter is this name with '&' replaced by '-'), `apiUrl` the add
 * endpoint.
 */
export const CLASSIFIED_TYPES = [
  { key: 'services', name: 'services', apiUrl: 'add-service-classified' },
  { key: 'animals-pets', name: 'animals & pets', apiUrl: 'add-animals-pets-classified' },
  { key: 'men-clothing', name: 'men clothing', apiUrl: 'add-men-clothing-classified' },
  { key: 'women-clothing', name: 'women clothing', apiUrl: 'add-women-clothing-classified' },
  { key: 'fashion-beauty', name: 'fashion & beauty', apiUrl: 'add-fashion-beauty-classified' },
  { key: 'food', name: 'food', apiUrl: 'add-food-classified' },
  { key: 'buy-sell', name: 'buy & sell', apiUrl: 'add-buy-sale-classified' },
  { key: 'jobs', name: 'jobs', apiUrl: 'add-jobs-classified' },
  { key: 'property', name: 'property', apiUrl: 'add-property-classified' },
  { key: 'boat', name: 'boat', apiUrl: 'add-boat-classified' },
  { key: 'bike', name: 'bike', apiUrl: 'add-bike-classified' },
  { key: 'automotive', name: 'automotive', apiUrl: 'add-automobile-classified' },
] as const;
export type ClassifiedTypeKey = (typeof CLASSIFIED_TYPES)[number]['key'];
export const CLASSIFIED_TYPE_KEYS = CLASSIFIED_TYPES.map((t) => t.key) as [ClassifiedTypeKey, ...ClassifiedTypeKey[]];

/** The `classified` URL parameter: the English name with '&' replaced by '-'. */
export function classifiedParam(categoryName: string): string {
  return categoryName.replaceAll('&', '-');
}

/** Inverse of {@link classifiedParam}: a hyphen in the parameter stands for '&'. */
export function classifiedNameFromParam(param: string): string {
  return param.replaceAll('-', '&');
}

export const UPLOAD_FOLDERS = ['posts', 'stories', 'profiles', 'categories', 'banners', 'classifieds'] as const;
/** The folders a member may upload to: their own posts, stories, photo and listings (categories and banners are staff's). */
export const MEMBER_UPLOAD_FOLDERS = ['posts', 'stories', 'profiles', 'classifieds'] as const satisfies readonly (typeof UPLOAD_FOLDERS)[number][];

/** Media types accepted by uploads, with the extension the stored key gets. */
export const UPLOAD_TYPES = {
  'image/jpeg': { ext: 'jpg', kind: 'image' },
  'image/png': { ext: 'png', kind: 'image' },
  'image/webp': { ext: 'webp', kind: 'image' },
  'image/gif': { ext: 'gif', kind: 'image' },
  'video/mp4': { ext: 'mp4', kind: 'video' },
  'video/quicktime': { ext: 'mov', kind: 'video' },
  'video/webm': { ext: 'webm', kind: 'video' },
} as const;
export type UploadContentType = keyof typeof UPLOAD_TYPES;
export const UPLOAD_CONTENT_TYPES = Object.keys(UPLOAD_TYPES) as [UploadContentType, ...UploadContentType[]];

export const BULK_MAX_BYTES = 50 * 1024 * 1024;
export const BULK_EXTENSIONS = ['.xlsx', '.xls'] as const;

/** Key under which the console keeps the login in local storage (named after the listing brand). */
export const SESSION_STORAGE_KEY = 'souq-classifieds-login';

/** The languages of the apps, the e-mails and the public pages. */
export const APP_LANGUAGES = ['en', 'ar'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
