import { z } from 'zod';
import { DEFAULT_PERIOD, PERIOD_VALUES, STAFF_ROLES } from './constants';
import { defineRoute } from './route';

export const ZTotalCountsRequest = z.object({
  dateType: z.enum(PERIOD_VALUES, { error: `dateType must be one of ${PERIOD_VALUES.join(', ')}` }).default(DEFAULT_PERIOD),
});

/** Field names as the original API answers them (sic: classifiedies). */
export const ZTotalCounts = z.object({
  user: z.number().int(),
  posts: z.number().int(),
  stories: z.number().int(),
  classifiedies: z.number().int(),
  likeposts: z.number().int(),
  sharedposts: z.number().int(),
  comments: z.number().int(),
});
export type TotalCounts = z.infer<typeof ZTotalCounts>;

export const totalCountsRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/totalcounts',
  access: STAFF_ROLES,
  tag: 'dashboard',
  summary: 'Counts for the dashboard cards over a period, in the app time zone',
  body: ZTotalCountsRequest,
  response: ZTotalCounts,
});
