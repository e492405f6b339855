import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PERIOD_VALUES, type Period } from '@souq/contract/constants';
import { ZDashboardTrend, type DashboardTrend, type TrendCounts } from '@souq/contract/dashboard';
import { users } from '../../db/schema/users';
import { buildClassified, buildPost, buildStory, buildUser } from '../../../test/factories';
import {
  admin,
  categoryId,
  dataentry,
  DAY,
  districtId,
  HOUR,
  member,
  memberId,
  resetActivity,
  t,
  useDashboardContext,
} from '../../../test/fixtures/dashboard-context';
import { errorOf } from '../../../test/helper';
import { dashboardTrend } from './dashboard-trend.service';

useDashboardContext();

/**
 * Rows of the four series at these instants, a different number of each so a mixed-up series
 * shows; plus rows that must not count (a deleted member, a deleted post, staff).
 */
async function activity(instants: Date[]) {
  for (const at of instants) {
    const user = await buildUser(t.db, { createdAt: at });
    await buildPost(t.db, { userId: user.id, createdAt: at });
    await buildPost(t.db, { userId: user.id, createdAt: at });
    await buildStory(t.db, { userId: user.id, createdAt: at });
    for (let i = 0; i < 3; i += 1) await buildStory(t.db, { userId: user.id, createdAt: at });
    await buildClassified(t.db, { userId: user.id, categoryId, countryId: 'KW', districtId, createdAt: at });
    await buildUser(t.db, { createdAt: at, deletedAt: at });
    await buildUser(t.db, { role: 'dataentry', createdAt: at });
    await buildPost(t.db, { userId: memberId, createdAt: at, deletedAt: at });
  }
}
const per = (n: number): TrendCounts => ({ users: n, posts: 2 * n, stories: 4 * n, classifieds: n });

/** The truth: rows of each series in [from, to), counted from the tables themselves. */
async function counted(from: number, to: number): Promise<TrendCounts> {
  const f = new Date(from).toISOString();
  const e = new Date(to).toISOString();
  const range = (column: string) => sql.raw(`${column} >= '${f}' and ${column} < '${e}'`);
  const result = await t.db.execute(sql`select
      (select count(*) from users where role = 'user' and deleted_at is null and ${range('created_at')})::int as users,
      (select count(*) from posts where deleted_at is null and ${range('created_at')})::int as posts,
      (select count(*) from stories where ${range('created_at')})::int as stories,
      (select count(*) from classified_posts where ${range('created_at')})::int as classifieds`);
  return (result as unknown as { rows: TrendCounts[] }).rows[0] as TrendCounts;
}

async function trend(dateType: unknown, token: string | null = admin) {
  const query = dateType === undefined ? '' : `?dateType=${encodeURIComponent(String(dateType))}`;
  return t.as(token).get(`/api/admin/dashboard-trend${query}`);
}

async function trendOf(period: Period): Promise<DashboardTrend> {
  const response = await trend(period);
  expect(response.statusCode, response.body).toBe(200);
  return ZDashboardTrend.parse(response.json());
}

/**
 * Each point against the rows of its own span, counted from the tables with one grouped query per
 * series (the last point runs to the cut-off, now).
 */
async function expectPointsCounted(answer: DashboardTrend) {
  const bounds = [...answer.points.map((p) => p.at), new Date(Date.parse(answer.current.to) + 1).toISOString()];
  const array = sql.raw(`'{${bounds.join(',')}}'::timestamptz[]`);
  const perPoint = async (table: string, where: string) => {
    const result = await t.db.execute(
      sql`select width_bucket(created_at, ${array}) as i, count(*)::int as n from ${sql.raw(table)} where ${sql.raw(where)} group by 1`,
    );
    return new Map((result as unknown as { rows: { i: number; n: number }[] }).rows.map((row) => [Number(row.i), row.n]));
  };
  const truth = {
    users: await perPoint('users', "role = 'user' and deleted_at is null"),
    posts: await perPoint('posts', 'deleted_at is null'),
    stories: await perPoint('stories', 'true'),
    classifieds: await perPoint('classified_posts', 'true'),
  };
  for (const [index, point] of answer.points.entries()) {
    const { at, ...values } = point;
    const expected = Object.fromEntries(Object.entries(truth).map(([key, map]) => [key, map.get(index + 1) ?? 0]));
    expect(values, `${answer.dateType} point ${at}`).toEqual(expected);
  }
}

/** Kuwait keeps UTC+3 all year: its midnights are 21:00 UTC. */
const kuwaitWall = (ms: number) => new Date(ms + 3 * HOUR);

describe('GET /api/admin/dashboard-trend', () => {
  it('TODAY: one point per hour of Kuwait today up to now, each equal to its rows', async () => {
    await resetActivity();
    const now = Date.now();
    const midnight = Math.floor((now + 3 * HOUR) / DAY) * DAY - 3 * HOUR;
    const inside = [midnight, midnight + 1, now - 1000].filter((ms) => ms < now - 500);
    await activity([...inside, midnight - 1, midnight - DAY + 10].map((ms) => new Date(ms)));
    const answer = await trendOf('TODAY');
    if (Date.now() - midnight >= DAY) return; // Kuwait's midnight passed while the test ran
    expect(answer.unit).toBe('hour');
    expect(answer.points.length).toBe(Math.floor((now - midnight) / HOUR) + 1);
    answer.points.forEach((point, index) => expect(Date.parse(point.at)).toBe(midnight + index * HOUR));
    await expectPointsCounted(answer);
    expect(answer.current.totals).toEqual(per(inside.length));
    expect(answer.points.reduce((sum, p) => sum + p.posts, 0)).toBe(2 * inside.length);
    // Yesterday up to the same moment: the row one millisecond before midnight, not the one after now's time.
    expect(answer.previous?.from).toBe(new Date(midnight - DAY).toISOString());
    expect(answer.previous?.totals).toEqual(await counted(midnight - DAY, Date.parse(answer.previous?.to ?? '')));
    expect(Date.parse(answer.previous?.to ?? '') - (midnight - DAY)).toBe(Date.parse(answer.current.to) - midnight);
  });

  it.each(['WEEK', 'MONTH', 'YEAR', 'LASTYEAR'] as const)('%s: one point per Kuwait day, each equal to its rows, and the previous period', async (period) => {
    await resetActivity();
    const first = ZDashboardTrend.parse((await trend(period)).json());
    const from = Date.parse(first.current.from);
    const cutoff = Date.parse(first.current.to);
    const previousFrom = Date.parse(first.previous?.from ?? '');
    // Around every bound that matters: midnights (21:00 UTC) +-1 ms and +-1 h, the period's edges.
    const instants = [
      from,
      from + 1,
      from + HOUR - 1,
      from - 1,
      from + DAY - 1,
      from + DAY,
      from + DAY + 3 * HOUR,
      cutoff - 1000,
      previousFrom,
      previousFrom - 1,
      from - 400 * DAY,
    ];
    await activity(instants.filter((ms) => ms < cutoff - 500).map((ms) => new Date(ms)));
    const answer = await trendOf(period);
    if (answer.current.from !== first.current.from) return; // the period turned while the test ran
    expect(answer.unit).toBe('day');
    for (const point of answer.points) expect(kuwaitWall(Date.parse(point.at)).toISOString()).toMatch(/T00:00:00.000Z$/);
    expect(answer.points.map((p) => Date.parse(p.at))).toEqual(answer.points.map((_, i) => from + i * DAY));
    await expectPointsCounted(answer);
    const totals = await counted(from, Date.parse(answer.current.to));
    expect(answer.current.totals).toEqual(totals);
    for (const key of ['users', 'posts', 'stories', 'classifieds'] as const) {
      expect(
        answer.points.reduce((sum, p) => sum + p[key], 0),
        key,
      ).toBe(totals[key]);
    }
    expect(answer.current.totals.users).toBeGreaterThan(0);
    const previous = answer.previous;
    expect(previous).not.toBeNull();
    expect(previous?.totals).toEqual(await counted(previousFrom, Date.parse(previous?.to ?? '')));
    if (period === 'LASTYEAR') {
      expect(previous?.to).toBe(answer.current.from);
      expect(kuwaitWall(previousFrom).toISOString()).toMatch(/-01-01T00:00:00.000Z$/);
    }
  });

  it('ALLTIME: one point per Kuwait month from the first counted month, no previous period', async () => {
    await resetActivity();
    const now = Date.now();
    await t.db.update(users).set({ createdAt: new Date(now - 800 * DAY) });
    const instants = [now - 1000, now - 40 * DAY, now - 100 * DAY, now - 101 * DAY, now - 700 * DAY];
    await activity(instants.map((ms) => new Date(ms)));
    const answer = await trendOf('ALLTIME');
    expect(answer.unit).toBe('month');
    expect(answer.previous).toBeNull();
    for (const point of answer.points) expect(kuwaitWall(Date.parse(point.at)).toISOString()).toMatch(/-01T00:00:00.000Z$/);
    // The first point is the month of the oldest row: the token holders' accounts, 800 days ago.
    const oldest = kuwaitWall(now - 800 * DAY);
    expect(answer.points[0]?.at).toBe(new Date(Date.UTC(oldest.getUTCFullYear(), oldest.getUTCMonth(), 1) - 3 * HOUR).toISOString());
    await expectPointsCounted(answer);
    expect(answer.current.totals).toEqual(await counted(Date.parse(answer.current.from), Date.parse(answer.current.to)));
  });

  it('reads its periods in the zone it is given: UTC+5 exactly, a :30 zone with exact totals', async () => {
    await resetActivity();
    const now = Date.now();
    await activity([new Date(now - 1000), new Date(now - 2 * DAY)]);
    const answer = await dashboardTrend(t.db, { dateType: 'WEEK', timezone: 'Etc/GMT-5' });
    for (const point of answer.points) expect(new Date(Date.parse(point.at) + 5 * HOUR).toISOString()).toMatch(/T00:00:00.000Z$/);
    await expectPointsCounted(answer);
    // A :30 zone: the totals stay exact; the points are cut at the nearest hour.
    const india = await dashboardTrend(t.db, { dateType: 'MONTH', timezone: 'Asia/Kolkata' });
    expect(india.current.totals).toEqual(await counted(Date.parse(india.current.from), Date.parse(india.current.to)));
    expect(new Date(Date.parse(india.current.from) + 5.5 * HOUR).toISOString()).toMatch(/-01T00:00:00.000Z$/);
  });

  it('refuses an unknown period with the list of periods; no period is All time', async () => {
    for (const dateType of ['today', 'FOREVER', '', '5', 'x'.repeat(10_000)]) {
      const response = await trend(dateType);
      expect(response.statusCode, dateType.slice(0, 20)).toBe(400);
      expect(errorOf(response)).toBe('dateType must be one of ALLTIME, TODAY, WEEK, MONTH, YEAR, LASTYEAR');
    }
    const response = await t.as(admin).get('/api/admin/dashboard-trend?dateType=TODAY&dateType=WEEK');
    expect(response.statusCode).toBe(400);
    const fallback = await trend(undefined);
    expect(fallback.statusCode).toBe(200);
    expect(ZDashboardTrend.parse(fallback.json()).dateType).toBe('ALLTIME');
  });

  it('is for staff, dataentry included: 401 without a token, 403 for app users', async () => {
    expect((await trend('TODAY', null)).statusCode).toBe(401);
    expect((await trend('TODAY', 'not.a.token')).statusCode).toBe(401);
    expect((await trend('TODAY', member)).statusCode).toBe(403);
    for (const period of PERIOD_VALUES) expect((await trend(period, dataentry)).statusCode).toBe(200);
  });
});
