import { sql, type SQL } from 'drizzle-orm';
import type { Period } from '@souq/contract/constants';
import type { DashboardTrend, TrendCounts, TrendMetric, TrendUnit } from '@souq/contract/dashboard';
import type { Db } from '../../db/client';
import { dashboardCounters, dashboardDailyCounters } from '../../db/schema/dashboard';
import { CARDS, periodRange, totalCountsStatement, type Card } from './dashboard.service';
import { rowsOf } from '../../lib/sql-rows';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The chart's series and the dashboard card (and counter metric) each one is. */
const SERIES: Record<TrendMetric, Card> = {
  users: CARDS.user,
  posts: CARDS.posts,
  stories: CARDS.stories,
  classifieds: CARDS.classifiedies,
};
const SERIES_CARDS = Object.values(SERIES);

const UNIT: Record<Period, TrendUnit> = {
  TODAY: 'hour',
  WEEK: 'day',
  MONTH: 'day',
  YEAR: 'day',
  LASTYEAR: 'day',
  ALLTIME: 'month',
};

/** The calendar step from a period's start back to the previous period's start. */
const PREVIOUS_STEP: Record<Exclude<Period, 'ALLTIME'>, string> = {
  TODAY: '1 day',
  WEEK: '1 week',
  MONTH: '1 month',
  YEAR: '1 year',
  LASTYEAR: '1 year',
};

interface Frame {
  /** The period [from, to) as instants (ms); for All time, from the first counted month to the end of this one. */
  from: number;
  to: number;
  now: number;
  /** The previous period's start, or null for All time. */
  previousFrom: number | null;
  /** Every point's start, and the period's end last. */
  bounds: number[];
}

const epochMs = (instant: SQL) => sql`(extract(epoch from ${instant}) * 1000)::float8`;

/**
 * The period, the previous one and every point's start, from PostgreSQL's calendar for the zone
 * (DST-aware: a day of 23 or 25 hours has as many hourly points). Days and months step on the
 * wall clock; hours step in absolute time from the local midnight.
 */
async function frameOf(db: Db, period: Period, timezone: string): Promise<Frame> {
  const unit = UNIT[period];
  const range = periodRange(period, timezone) ?? allTimeRange(timezone);
  const local = (instant: SQL) => sql`(${instant}) at time zone ${timezone}`;
  const step = sql.raw(`interval '1 ${unit}'`);
  const starts =
    unit === 'hour'
      ? sql`select g from generate_series(f, t, ${step}) g`
      : sql`select (g at time zone ${timezone}) from generate_series(${local(sql`f`)}, ${local(sql`t`)}, ${step}) g`;
  const previousFrom =
    period === 'ALLTIME' ? sql`null::float8` : epochMs(sql`(${local(sql`f`)} - ${sql.raw(`interval '${PREVIOUS_STEP[period]}'`)}) at time zone ${timezone}`);
  const [row] = await rowsOf<{ from: number; to: number; now: number; previous_from: number | null; bounds: number[] }>(
    db,
    sql`select ${epochMs(sql`f`)} as "from", ${epochMs(sql`t`)} as "to", ${epochMs(sql`now()`)} as "now",
          ${previousFrom} as previous_from,
          to_json(array(select ${epochMs(sql`s.g`)} from (${starts}) s (g) order by 1)) as bounds
        from (select ${range.from} as f, ${range.to} as t) period`,
  );
  if (!row) throw new Error('the period query answered no row');
  const bounds = typeof row.bounds === 'string' ? (JSON.parse(row.bounds) as number[]) : row.bounds;
  return {
    from: Number(row.from),
    to: Number(row.to),
    now: Number(row.now),
    previousFrom: row.previous_from === null ? null : Number(row.previous_from),
    bounds,
  };
}

/**
 * All time as a chart: from the month of the first counted row of any series to the end of this
 * month. A bucket whose rows all went (deleted, moved) stays at 0: it does not start the chart.
 */
function allTimeRange(timezone: string) {
  const days = dashboardDailyCounters;
  const firstDays = SERIES_CARDS.map((card) => sql`(select min(${days.day}) from ${days} where ${days.metric} = ${card.metric} and ${days.n} <> 0)`);
  const month = (instant: SQL) => sql`(date_trunc('month', (${instant}) at time zone ${timezone}) at time zone ${timezone})`;
  const first = sql`coalesce(least(${sql.join(firstDays, sql`, `)}), now())`;
  return { from: month(first), to: sql`(${month(sql`now()`)} + interval '1 month')` };
}

const roundTo = (ms: number, unit: number) => Math.floor((ms + unit / 2) / unit) * unit;
const instants = (list: number[]) => `{${list.map((ms) => new Date(ms).toISOString()).join(',')}}`;

/**
 * New rows per point from the counters, for points whose bounds `b` are whole UTC hours (every
 * zone with whole-hour offsets, Kuwait's included; elsewhere each bound is taken to its nearest
 * hour, so a point of a :30 zone starts half an hour off and the exact totals come apart).
 *
 * Hourly points read the hour buckets. Daily and monthly points read the UTC day buckets, each
 * put in the point that holds its midnight, with a correction at every bound: the hours between
 * the bound and its nearest UTC midnight move from the day's point to their own. In Kuwait that
 * is a day row plus three hour rows per bound instead of 24 hour rows: a year of daily points
 * reads about 1,500 rows per series.
 * Points are numbered 1..k as width_bucket numbers them; the numbers 0 and k+1 fall outside.
 */
export function pointsStatement(unit: TrendUnit, bounds: number[]): SQL {
  const metrics = sql.join(
    SERIES_CARDS.map((card) => sql`${card.metric}`),
    sql`, `,
  );
  const hours = dashboardCounters;
  const days = dashboardDailyCounters;
  const hourBounds = bounds.map((ms) => roundTo(ms, HOUR));
  const first = hourBounds[0] ?? 0;
  const last = hourBounds[hourBounds.length - 1] ?? 0;
  if (unit === 'hour') {
    return sql`select width_bucket(${hours.hour}, ${instants(hourBounds)}::timestamptz[]) as i, ${hours.metric} as metric, sum(${hours.n}) as n
      from ${hours} where ${hours.metric} in (${metrics}) and ${hours.hour} >= ${new Date(first).toISOString()}::timestamptz and ${hours.hour} < ${new Date(last).toISOString()}::timestamptz
      group by 1, 2`;
  }
  // Nearest midnights, kept strictly increasing (a 23-hour day at +12 could round two bounds to one).
  const dayBounds: number[] = [];
  for (const ms of hourBounds) {
    const previous = dayBounds[dayBounds.length - 1];
    const nearest = Math.floor((ms + DAY / 2 - 1) / DAY) * DAY;
    dayBounds.push(previous !== undefined && nearest <= previous ? previous + DAY : nearest);
  }
  // Each hour between a bound and its nearest midnight moves from the day's point to its own.
  const moves = { hours: [] as number[], plus: [] as number[], minus: [] as number[] };
  hourBounds.forEach((bound, index) => {
    const midnight = dayBounds[index] ?? bound;
    // Bound `index` (0-based) separates points index and index+1.
    const early = bound < midnight; // its hours up to midnight were given to the earlier point
    for (let hour = Math.min(bound, midnight); hour < Math.max(bound, midnight); hour += HOUR) {
      moves.hours.push(hour);
      moves.plus.push(early ? index + 1 : index);
      moves.minus.push(early ? index : index + 1);
    }
  });
  const dayPart = sql`select width_bucket(${days.day}, ${instants(dayBounds)}::timestamptz[]) as i, ${days.metric} as metric, ${days.n} as n
    from ${days} where ${days.metric} in (${metrics})
      and ${days.day} >= ${new Date(dayBounds[0] ?? 0).toISOString()}::timestamptz and ${days.day} < ${new Date(dayBounds[dayBounds.length - 1] ?? 0).toISOString()}::timestamptz`;
  // One primary-key probe per hour and series (about 4,000 for a year in Kuwait), kept a nested
  // loop by the LATERAL fence (offset 0). Planned as joins, the hours either read every counter
  // (hash join) or, as ranges, were estimated at thousands of rows each and compiled with JIT:
  // 0.3 to 1.7 s instead of milliseconds.
  const hourPart = moves.hours.length
    ? sql` union all select moved.i, c.metric, moved.sign * c.n
        from unnest(${instants(moves.hours)}::timestamptz[], ${`{${moves.plus.join(',')}}`}::int[], ${`{${moves.minus.join(',')}}`}::int[]) w (hour, plus, minus)
        cross join lateral (select ${hours.metric} as metric, ${hours.n} as n from ${hours}
          where ${hours.metric} in (${metrics}) and ${hours.hour} = w.hour offset 0) c
        cross join lateral (values (w.plus, 1), (w.minus, -1)) moved (i, sign)`
    : sql``;
  return sql`select i, metric, sum(n) as n from (${dayPart}${hourPart}) parts (i, metric, n) group by 1, 2`;
}

const zero = (): TrendCounts => ({ users: 0, posts: 0, stories: 0, classifieds: 0 });
const seriesOf = (metric: string) => (Object.keys(SERIES) as TrendMetric[]).find((key) => SERIES[key].metric === metric);

async function totalsOver(db: Db, from: number, to: number): Promise<TrendCounts> {
  const totals = zero();
  if (from >= to) return totals;
  for (const row of await rowsOf<{ metric: string; n: string | number }>(db, totalCountsStatement({ from, to }, SERIES_CARDS))) {
    const key = seriesOf(row.metric);
    if (key) totals[key] = Number(row.n);
  }
  return totals;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The dashboard chart: new users, posts, stories and classifieds per point of the period up to
 * the point that holds now, the period's totals so far and the previous period's over the same
 * elapsed time (a finished period against the whole previous one). Everything is read from the
 * dashboard counters; the totals are exact as the cards are (edges under an hour read rows).
 */
export async function dashboardTrend(db: Db, input: { dateType: Period; timezone: string }): Promise<DashboardTrend> {
  const unit = UNIT[input.dateType];
  const frame = await frameOf(db, input.dateType, input.timezone);
  const cutoff = Math.min(frame.to, frame.now);
  // Points that have started: bounds up to the end of the point that holds the cut-off.
  const started = frame.bounds.findIndex((ms) => ms > cutoff);
  const bounds = started === -1 ? frame.bounds : frame.bounds.slice(0, Math.max(started, 1) + 1);
  const points = bounds.slice(0, -1).map((at) => ({ at: iso(at), ...zero() }));
  if (points.length) {
    for (const row of await rowsOf<{ i: number; metric: string; n: string | number }>(db, pointsStatement(unit, bounds))) {
      const point = points[Number(row.i) - 1];
      const key = seriesOf(row.metric);
      if (point && key) point[key] += Number(row.n);
    }
  }
  const current = { from: iso(frame.from), to: iso(cutoff), totals: await totalsOver(db, frame.from, cutoff) };
  let previous: DashboardTrend['previous'] = null;
  if (frame.previousFrom !== null) {
    const previousTo = cutoff >= frame.to ? frame.from : Math.min(frame.from, frame.previousFrom + (cutoff - frame.from));
    previous = { from: iso(frame.previousFrom), to: iso(previousTo), totals: await totalsOver(db, frame.previousFrom, previousTo) };
  }
  return { dateType: input.dateType, unit, timezone: input.timezone, points, current, previous };
}
