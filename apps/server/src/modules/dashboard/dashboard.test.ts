import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { PERIOD_VALUES, type Period } from '@souq/contract/constants';
import { ZTotalCounts, type TotalCounts } from '@souq/contract/dashboard';
import { users } from '../../db/schema/users';
import { buildClassified, buildComment, buildPost, buildPostLike, buildPostShare, buildStory, buildUser } from '../../../test/factories';
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
import { totalCounts } from './dashboard.service';

useDashboardContext();

/** [from, to) of a period for a zone with a fixed UTC offset (Kuwait keeps UTC+3 all year). */
function bounds(period: Exclude<Period, 'ALLTIME'>, offsetHours: number, now = Date.now()): [Date, Date] {
  const wall = new Date(now + offsetHours * HOUR);
  const [y, m, d] = [wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()];
  const instant = (...parts: [number, number, number]) => new Date(Date.UTC(...parts) - offsetHours * HOUR);
  const monday = d - ((wall.getUTCDay() + 6) % 7);
  switch (period) {
    case 'TODAY':
      return [instant(y, m, d), instant(y, m, d + 1)];
    case 'WEEK':
      return [instant(y, m, monday), instant(y, m, monday + 7)];
    case 'MONTH':
      return [instant(y, m, 1), instant(y, m + 1, 1)];
    case 'YEAR':
      return [instant(y, 0, 1), instant(y + 1, 0, 1)];
    case 'LASTYEAR':
      return [instant(y - 1, 0, 1), instant(y, 0, 1)];
  }
}

/** One row in every counted table at this instant, plus rows at the same instant that must not count. */
async function activityAt(at: Date, { uncounted = false } = {}) {
  const user = await buildUser(t.db, { createdAt: at });
  const post = await buildPost(t.db, { userId: memberId, createdAt: at });
  await buildPostLike(t.db, { postId: post.id, userId: user.id, createdAt: at });
  await buildPostShare(t.db, { postId: post.id, userId: user.id, createdAt: at });
  await buildComment(t.db, { postId: post.id, userId: user.id, createdAt: at });
  await buildStory(t.db, { userId: user.id, createdAt: at });
  await buildClassified(t.db, { userId: user.id, categoryId, countryId: 'KW', districtId, createdAt: at });
  if (uncounted) {
    await buildUser(t.db, { role: 'dataentry', createdAt: at });
    await buildUser(t.db, { createdAt: at, deletedAt: at });
    await buildPost(t.db, { userId: memberId, createdAt: at, deletedAt: at });
  }
}

const same = (n: number): TotalCounts => ({
  user: n,
  posts: n,
  stories: n,
  classifiedies: n,
  likeposts: n,
  sharedposts: n,
  comments: n,
});

async function counts(dateType: unknown, token: string | null = admin) {
  return t.as(token).post('/api/admin/totalcounts', { dateType });
}

/** Runs the check again if a period boundary passed while it ran (a test started at midnight). */
async function stableAcrossBoundary(period: Exclude<Period, 'ALLTIME'>, offset: number, check: () => Promise<void>) {
  for (let attempt = 0; ; attempt += 1) {
    const before = bounds(period, offset)[0].getTime();
    try {
      await check();
      return;
    } catch (error) {
      if (attempt > 0 || bounds(period, offset)[0].getTime() === before) throw error;
    }
  }
}

describe('POST /api/admin/totalcounts', () => {
  it.each(PERIOD_VALUES.filter((p): p is Exclude<Period, 'ALLTIME'> => p !== 'ALLTIME'))(
    '%s counts rows inside the period in Kuwait time and none outside it',
    async (period) => {
      await stableAcrossBoundary(period, 3, async () => {
        await resetActivity();
        const [from, to] = bounds(period, 3);
        const inside = [from, new Date(from.getTime() + HOUR), new Date(to.getTime() - 1)];
        const outside = [new Date(from.getTime() - 1), to, new Date(to.getTime() + DAY), new Date(from.getTime() - 400 * DAY)];
        for (const at of inside) await activityAt(at, { uncounted: true });
        for (const at of outside) await activityAt(at, { uncounted: true });
        const response = await counts(period);
        expect(response.statusCode, response.body).toBe(200);
        expect(ZTotalCounts.parse(response.json())).toEqual(same(inside.length));
      });
    },
  );

  it('ALLTIME (also the default) counts every live row, whatever its date', async () => {
    await resetActivity();
    for (const at of ['1999-12-31T23:00:00Z', '2025-06-01T12:00:00Z', new Date().toISOString(), '2099-01-01T00:00:00Z']) {
      await activityAt(new Date(at), { uncounted: true });
    }
    const expected = same(4);
    expected.user = await t.db.$count(users, and(eq(users.role, 'user'), isNull(users.deletedAt))); // with the token holder
    for (const body of [{ dateType: 'ALLTIME' }, {}]) {
      const response = await t.as(dataentry).post('/api/admin/totalcounts', body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(expected);
    }
    expect(expected.user).toBe(5);
  });

  it('computes the boundaries in the time zone it is given', async () => {
    const offset = 5; // Etc/GMT-5 is UTC+5 all year (the POSIX sign is inverted)
    await stableAcrossBoundary('TODAY', offset, async () => {
      await resetActivity();
      const [from, to] = bounds('TODAY', offset);
      await activityAt(from);
      await activityAt(new Date(from.getTime() - 1));
      await activityAt(to);
      expect(await totalCounts(t.db, { dateType: 'TODAY', timezone: 'Etc/GMT-5' })).toEqual(same(1));
    });
  });

  it('refuses an unknown period with the list of periods, and junk with a 4xx', async () => {
    for (const dateType of ['today', 'FOREVER', '', 5, ['TODAY'], { $ne: 1 }, null, 'x'.repeat(100_000)]) {
      const response = await counts(dateType);
      expect(response.statusCode, JSON.stringify(dateType).slice(0, 40)).toBe(400);
      expect(errorOf(response)).toBe('dateType must be one of ALLTIME, TODAY, WEEK, MONTH, YEAR, LASTYEAR');
    }
    for (const payload of ['[]', '"TODAY"', '{"dateType":', '{"dateType":"TODAY"}x']) {
      const response = await t.as(admin).post('/api/admin/totalcounts', payload, { headers: { 'content-type': 'application/json' } });
      expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, payload).toBeLessThan(500);
    }
  });

  it('is for staff only: 401 without a token, 403 for app users', async () => {
    expect((await counts('TODAY', null)).statusCode).toBe(401);
    expect((await counts('TODAY', 'not.a.token')).statusCode).toBe(401);
    expect((await counts('TODAY', member)).statusCode).toBe(403);
    expect((await counts('TODAY', dataentry)).statusCode).toBe(200);
  });
});
