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

/** The dashboard chart's series: new members, posts, stories and classifieds. */
export const TREND_METRICS = ['users', 'posts', 'stories', 'classifieds'] as const;
export type TrendMetric = (typeof TREND_METRICS)[number];

/** How long one point of the chart is: an hour for Today, a month for All time, else a day. */
export const TREND_UNITS = ['hour', 'day', 'month'] as const;
export type TrendUnit = (typeof TREND_UNITS)[number];

export const ZTrendCounts = z.object({
  users: z.number().int(),
  posts: z.number().int(),
  stories: z.number().int(),
  classifieds: z.number().int(),
});
export type TrendCounts = z.infer<typeof ZTrendCounts>;

const isoInstant = z.iso.datetime({ offset: true });

// Its own object, not the cards' body schema: one schema object as both a body and a query breaks
// the OpenAPI document's component naming.
export const ZDashboardTrendQuery = z.object({ dateType: ZTotalCountsRequest.shape.dateType });
export type DashboardTrendQuery = z.infer<typeof ZDashboardTrendQuery>;

export const ZDashboardTrend = z.object({
  dateType: z.enum(PERIOD_VALUES),
  unit: z.enum(TREND_UNITS),
  /** The app time zone the points are cut in (IANA), to label them as the server counted. */
  timezone: z.string(),
  /** The points, oldest first, from the period's start to the point that holds now. */
  points: z.array(ZTrendCounts.extend({ at: isoInstant.describe('Start of the point (hour, day or month of the app time zone)') })),
  /** What the period holds so far, [from, to), exactly as the cards count it. */
  current: z.object({ from: isoInstant, to: isoInstant, totals: ZTrendCounts }),
  /**
   * The previous period over the same elapsed time (this week so far against last week up to
   * the same moment); null for All time, which has none.
   */
  previous: z.object({ from: isoInstant, to: isoInstant, totals: ZTrendCounts }).nullable(),
});
export type DashboardTrend = z.infer<typeof ZDashboardTrend>;

export const dashboardTrendRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/dashboard-trend',
  access: STAFF_ROLES,
  tag: 'dashboard',
  summary: 'New users, posts, stories and classifieds per hour, day or month of a period, with the previous period',
  query: ZDashboardTrendQuery,
  response: ZDashboardTrend,
});

/** How many listings are featured at this moment: a figure of its own, beside the spec's period counts. */
export const ZFeaturedCount = z.object({ featuredNow: z.number().int().min(0) });
export type FeaturedCount = z.infer<typeof ZFeaturedCount>;

export const featuredCountRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/featured-count',
  access: STAFF_ROLES,
  tag: 'dashboard',
  summary: 'How many listings staff feature now (not a period count)',
  response: ZFeaturedCount,
});
