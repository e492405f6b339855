import { z } from 'zod';
import { defineRoute } from './route';
import { messages } from './messages';
import { ZDateTime } from './common';
import { MEMBER_ROLES, MEMBERS_TAG, ZDone, ZIdParams } from './members-common';
import { ZClassifiedSearchQuery } from './members-classifieds';

/**
 * The members' API, saved searches: any classifieds search kept with its alerts. A new listing
 * that matches is told once per saved search: at once (`instant`: in the inbox and by push), in
 * one e-mail a day (`daily`), or not at all (`off`, the search stays saved).
 */

const m = messages.members.savedSearches;
const tag = MEMBERS_TAG;

export const SAVED_SEARCH_MAX = 50;
export const SAVED_SEARCH_NAME_MAX = 80;
export const SAVED_SEARCH_ALERTS = ['instant', 'daily', 'off'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];
/** The search's parameters that only page or count, never what is searched: not saved. */
export const UNSAVED_SEARCH_PARAMS = ['cursor', 'limit', 'facets'] as const;

const ZAlert = z.enum(SAVED_SEARCH_ALERTS, { error: m.alertInvalid });
const ZName = z
  .string({ error: m.nameTooLong })
  .max(SAVED_SEARCH_NAME_MAX, m.nameTooLong)
  .transform((name) => name.replaceAll('\0', '').trim() || null);

/**
 * The search's parameters exactly as GET /api/v1/classifieds takes them in its query string, checked
 * by the same schema (its own messages on a bad value).
 */
export const ZSavedSearchParams = z
  .record(z.string({ error: m.searchInvalid }).max(40, m.searchInvalid), z.string({ error: m.searchInvalid }).max(200, m.searchInvalid), {
    error: m.searchInvalid,
  })
  .superRefine((params, ctx) => {
    if (Object.keys(params).length > 40) {
      ctx.addIssue({ code: 'custom', message: m.searchInvalid });
      return;
    }
    const checked = ZClassifiedSearchQuery.safeParse(params);
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });

export const ZCreateSavedSearch = z.strictObject(
  {
    name: ZName.optional(),
    alert: ZAlert.default('instant'),
    params: ZSavedSearchParams,
  },
  { error: m.searchInvalid },
);
export type CreateSavedSearch = z.output<typeof ZCreateSavedSearch>;

export const ZUpdateSavedSearch = z
  .strictObject({ name: ZName.nullable().optional(), alert: ZAlert.optional() }, { error: m.changeInvalid })
  .refine((body) => body.name !== undefined || body.alert !== undefined, { error: m.changeInvalid });
export type UpdateSavedSearch = z.output<typeof ZUpdateSavedSearch>;

export const ZSavedSearch = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  /** Open the search with these as GET /api/v1/classifieds's query. */
  params: z.record(z.string(), z.string()),
  alert: ZAlert,
  /** Listings matched since the member last opened it. */
  newMatches: z.number().int().min(0),
  createdAt: ZDateTime,
});
export type SavedSearch = z.infer<typeof ZSavedSearch>;

export const ZSavedSearchList = z.object({ savedSearches: z.array(ZSavedSearch) });
export type SavedSearchList = z.infer<typeof ZSavedSearchList>;

/** Opened: its new listings (to mark in the results), which are from then on no longer new. */
export const ZOpenedSavedSearch = z.object({ savedSearch: ZSavedSearch, newListingIds: z.array(z.string()) });
export type OpenedSavedSearch = z.infer<typeof ZOpenedSavedSearch>;

export const ZUnsubscribeRequest = z.strictObject(
  { token: z.string({ error: m.unsubscribeInvalid }).min(1, m.unsubscribeInvalid).max(300, m.unsubscribeInvalid) },
  { error: m.unsubscribeInvalid },
);
export const ZUnsubscribed = z.object({ name: z.string().nullable() });

export const createSavedSearchRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/saved-searches',
  access: MEMBER_ROLES,
  budget: 'saved-searches',
  tag,
  summary: `Save a classifieds search (its parameters as GET /api/v1/classifieds takes them) with instant, daily or no alerts; at most ${SAVED_SEARCH_MAX} per member (409)`,
  body: ZCreateSavedSearch,
  response: ZSavedSearch,
  status: 201,
  errors: [409, 429],
});

export const listSavedSearchesRoute = defineRoute({
  method: 'GET',
  path: '/api/v1/saved-searches',
  access: MEMBER_ROLES,
  tag,
  summary: "The caller's saved searches, newest first, each with its count of new listings",
  response: ZSavedSearchList,
});

export const updateSavedSearchRoute = defineRoute({
  method: 'PATCH',
  path: '/api/v1/saved-searches/:id',
  access: MEMBER_ROLES,
  budget: 'saved-searches',
  tag,
  summary: "Rename the caller's saved search or change its alerts",
  params: ZIdParams,
  body: ZUpdateSavedSearch,
  response: ZSavedSearch,
  errors: [429],
});

export const openSavedSearchRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/saved-searches/:id/open',
  access: MEMBER_ROLES,
  budget: 'notification-reads',
  tag,
  summary: "Open the caller's saved search: its new listings' ids, which are no longer new afterwards",
  params: ZIdParams,
  response: ZOpenedSavedSearch,
  errors: [429],
});

export const deleteSavedSearchRoute = defineRoute({
  method: 'DELETE',
  path: '/api/v1/saved-searches/:id',
  access: MEMBER_ROLES,
  budget: 'saved-searches',
  tag,
  summary: "Delete the caller's saved search and its alerts",
  params: ZIdParams,
  response: ZDone,
  errors: [429],
});

export const unsubscribeSavedSearchRoute = defineRoute({
  method: 'POST',
  path: '/api/v1/saved-searches/unsubscribe',
  access: 'public',
  budget: 'unsubscribes',
  tag,
  summary: "Turn off a saved search's alerts with the signed token of its digest e-mail's link, without signing in",
  body: ZUnsubscribeRequest,
  response: ZUnsubscribed,
  errors: [429],
});
