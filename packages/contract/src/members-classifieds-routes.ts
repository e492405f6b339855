import { defineRoute } from './route';
import { MEMBER_READERS, MEMBER_ROLES, MEMBERS_TAG, ZCursorQuery, ZDone, ZIdParams, ZReportRequest } from './members-common';
import {
  ZClassifiedSearchQuery,
  ZClassifiedSearchResult,
  ZContactEventAnswer,
  ZContactEventRequest,
  ZCreateClassifiedRequest,
  ZMemberClassifiedDetail,
  ZMemberCategoriesQuery,
  ZMemberCategoryList,
  ZMemberClassifiedList,
  ZMyClassifiedList,
  ZSuggestQuery,
  ZSuggestions,
  ZUpdateClassifiedRequest,
} from './members-classifieds';

/** The members' API for buying and selling: each route with its schemas (members-classifieds.ts) and who may call it. */
const tag = MEMBERS_TAG;

export const searchClassifiedsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/classifieds',
  access: 'visitor',
  tag,
  summary:
    "Search the listings on sale: every word of the text, in any order and spelling, in the title, description and the listing's names (category, place, model...) in both languages; category, place, price and the type's own fields (rooms, model, fuelType...); by relevance, newest or price; with counts per category, district, price band and field, and a spelling suggestion",
  query: ZClassifiedSearchQuery,
  response: ZClassifiedSearchResult,
});

export const memberCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/categories',
  access: 'visitor',
  tag,
  summary:
    'The categories in order of use: the most listings on sale first (in the country asked, else everywhere; counted at most once a minute), ' +
    "then in the console's order; each with its count",
  query: ZMemberCategoriesQuery,
  response: ZMemberCategoryList,
});

export const suggestClassifiedsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/classifieds/suggest',
  access: 'visitor',
  tag,
  summary: 'Up to 8 completions of a search being typed: words listings use, and categories, districts and areas by name, in the script typed',
  query: ZSuggestQuery,
  response: ZSuggestions,
});

export const getMemberClassifiedRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/classifieds/:id',
  access: 'visitor',
  tag,
  summary:
    "One listing with its gallery, seller and every field of its type, the seller's verified phone when they show it, and for its owner " +
    "its statistics; a listing staff disallowed is shown to its owner only. Opening another member's listing counts a view (one a day)",
  params: ZIdParams,
  response: ZMemberClassifiedDetail,
});

export const memberClassifiedsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/users/:id/classifieds',
  access: 'visitor',
  tag,
  summary:
    "A seller's listings on sale, newest first: allowed by staff and not sold. 404 for unknown, deleted or staff-blocked " +
    'accounts and across a block either way',
  params: ZIdParams,
  query: ZCursorQuery,
  response: ZMemberClassifiedList,
});

export const createClassifiedRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/classifieds',
  access: MEMBER_ROLES,
  budget: 'listings',
  tag,
  summary: "Put a listing on sale: `type` and that type's add-form fields; the caller is its owner (needs a verified e-mail)",
  body: ZCreateClassifiedRequest,
  response: ZMemberClassifiedDetail,
  status: 201,
  errors: [429],
});

export const updateClassifiedRoute = defineRoute({
  method: 'PATCH',
  path: '/api/v1/classifieds/:id',
  access: MEMBER_ROLES,
  budget: 'listings',
  tag,
  summary: "Change some fields of one's own listing (null clears an optional field); answers the listing",
  params: ZIdParams,
  body: ZUpdateClassifiedRequest,
  response: ZMemberClassifiedDetail,
  errors: [429],
});

export const deleteClassifiedRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/classifieds/:id',
  access: MEMBER_ROLES,
  budget: 'listings',
  tag,
  summary: "Delete one's own listing (its favourites go with it; conversations about it stay)",
  params: ZIdParams,
  response: ZDone,
  errors: [429],
});

export const markClassifiedSoldRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/classifieds/:id/sold',
  access: MEMBER_ROLES,
  budget: 'listings',
  tag,
  summary: "Mark one's own listing sold (again changes nothing): it leaves the search and stays reachable, marked sold",
  params: ZIdParams,
  response: ZMemberClassifiedDetail,
  errors: [429],
});

export const favouriteClassifiedRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/classifieds/:id/favourite',
  access: MEMBER_ROLES,
  budget: 'favourites',
  tag,
  summary: 'Add a listing to my favourites (again changes nothing)',
  params: ZIdParams,
  response: ZDone,
  errors: [429],
});

export const unfavouriteClassifiedRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/classifieds/:id/favourite',
  access: MEMBER_ROLES,
  budget: 'favourites',
  tag,
  summary: 'Remove a listing from my favourites (again changes nothing)',
  params: ZIdParams,
  response: ZDone,
  errors: [429],
});

export const reportClassifiedRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/classifieds/:id/report',
  access: MEMBER_ROLES,
  budget: 'reports',
  tag,
  summary: "Report another member's listing to the moderators, saying why",
  params: ZIdParams,
  body: ZReportRequest,
  response: ZDone,
  status: 201,
  errors: [429],
});

export const myFavouritesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/me/favourites',
  access: MEMBER_READERS,
  tag,
  summary: 'My favourite listings, the latest favourite first (sold ones marked; ones no longer shown are left out)',
  query: ZCursorQuery,
  response: ZMemberClassifiedList,
});

export const myClassifiedsRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/me/classifieds',
  access: MEMBER_READERS,
  tag,
  summary:
    'My listings, newest first, with the sold ones and those staff disallowed (allowed: false), each with its statistics ' +
    '(views, Call and WhatsApp taps, conversations, favourites)',
  query: ZCursorQuery,
  response: ZMyClassifiedList,
});

export const classifiedContactEventRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/classifieds/:id/contact-events',
  access: MEMBER_ROLES,
  budget: 'contact-events',
  tag,
  summary:
    "Count a tap on a listing's Call or WhatsApp button for its seller's statistics (the seller's own taps are not counted). " +
    '409 when the seller shows no verified phone',
  params: ZIdParams,
  body: ZContactEventRequest,
  response: ZContactEventAnswer,
  status: 201,
  errors: [409, 429],
});

export const renewClassifiedRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/classifieds/:id/renew',
  access: MEMBER_ROLES,
  budget: 'listings',
  tag,
  summary:
    "Renew one's own listing for its category's lifetime from now, once expired or in its last 3 days: it comes back to search at the top of newest. " +
    '409 earlier, or for a sold listing or one staff removed',
  params: ZIdParams,
  response: ZMemberClassifiedDetail,
  errors: [409, 429],
});

export const bumpClassifiedRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/classifieds/:id/bump',
  access: MEMBER_ROLES,
  budget: 'listings',
  tag,
  summary:
    "Move one's own listing to the top of newest, once every 48 hours: 409 sooner (the text and `nextBumpAt` on the listing say when), " +
    'or for an expired, sold or removed listing',
  params: ZIdParams,
  response: ZMemberClassifiedDetail,
  errors: [409, 429],
});
