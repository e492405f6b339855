import { z } from 'zod';
import { STAFF_ROLES } from './constants';
import { defineRoute } from './route';
import { messages } from './messages';
import { requiredId, ZDateTime } from './common';

/** Staff featuring a listing for a while: a "featured" label, first in its category's newest. */
const c = messages.classified;

export const FEATURE_DAYS_MAX = 90;

export const ZListingFeatureQuery = z.object({ classified_id: requiredId(c.idRequired) });
/** Its own schema, not the query's: a body schema becomes a named component, a query's must stay inline. */
export const ZUnfeatureListingRequest = z.object({ classified_id: requiredId(c.idRequired) });

export const ZFeatureListingRequest = z.object({
  classified_id: requiredId(c.idRequired),
  days: z.coerce.number({ error: c.featureDaysInvalid }).int(c.featureDaysInvalid).min(1, c.featureDaysInvalid).max(FEATURE_DAYS_MAX, c.featureDaysInvalid),
});
export type FeatureListingRequest = z.infer<typeof ZFeatureListingRequest>;

/** `featuredUntil`: null when the listing is not featured now. */
export const ZListingFeature = z.object({ classified_id: z.string(), featuredUntil: ZDateTime.nullable() });
export type ListingFeature = z.infer<typeof ZListingFeature>;

const tag = 'classifieds';

export const getListingFeatureRoute = defineRoute({
  method: 'GET',
  path: '/api/classifieds/featured',
  access: STAFF_ROLES,
  tag,
  summary: 'Whether a post is featured now, and until when',
  query: ZListingFeatureQuery,
  response: ZListingFeature,
});

export const featureListingRoute = defineRoute({
  method: 'POST',
  path: '/api/classifieds/feature',
  access: STAFF_ROLES,
  tag,
  summary:
    'Feature a post for `days` days from now (1 to 90; again replaces the end): labelled featured and shown first in its category sorted by newest. ' +
    'Only a post on sale: 409 for one disallowed, sold or expired. Audited',
  body: ZFeatureListingRequest,
  response: ZListingFeature,
  errors: [409],
});

export const unfeatureListingRoute = defineRoute({
  method: 'POST',
  path: '/api/classifieds/unfeature',
  access: STAFF_ROLES,
  tag,
  summary: 'End a post’s featuring now (again changes nothing). Audited',
  body: ZUnfeatureListingRequest,
  response: ZListingFeature,
});
