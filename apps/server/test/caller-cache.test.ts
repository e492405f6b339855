import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../src/db/schema/users';
import { CallerCache } from '../src/plugins/caller-cache';
import { testDbKind } from './database';
import { createTestContext, type TestContext } from './helper';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Runs with the change trigger off, so only the cache (or its absence) decides the answer. */
async function withoutChangeNotifications<T>(work: () => Promise<T>): Promise<T> {
  await t.db.execute(sql`ALTER TABLE users DISABLE TRIGGER users_auth_change`);
  try {
    return await work();
  } finally {
    await t.db.execute(sql`ALTER TABLE users ENABLE TRIGGER users_auth_change`);
  }
}

describe("the guard's caller cache", () => {
  it('answers a known session from memory while the change notifications arrive', async () => {
    expect(t.app.callerCacheListening()).toBe(true);
    const user = await t.userWithToken('dataentry');
    expect((await t.as(user).get('/api/me')).statusCode).toBe(200);
    // Blocked behind the cache's back: the remembered row still answers, which shows no lookup ran.
    await withoutChangeNotifications(async () => {
      await t.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
      expect((await t.as(user).get('/api/me')).statusCode).toBe(200);
      // This process's own change forgets the user at once.
      t.app.callerChanged(user.id);
      expect((await t.as(user).get('/api/me')).statusCode).toBe(401);
    });
  });

  it('forgets a user when a change made through another connection is announced, within 100 ms', async () => {
    const user = await t.userWithToken('admin');
    expect((await t.as(user).get('/api/me')).statusCode).toBe(200);
    const committed = performance.now();
    await t.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    let status = (await t.as(user).get('/api/me')).statusCode;
    while (status === 200 && performance.now() - committed < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      status = (await t.as(user).get('/api/me')).statusCode;
    }
    const latency = performance.now() - committed;
    expect(status).toBe(401);
    // The promise for a revocation made elsewhere (on the embedded database it is immediate).
    expect(latency).toBeLessThan(100);
  });

  it('reads the database on every request while the notifications are lost, and trusts them again once back', async () => {
    const user = await t.userWithToken('dataentry');
    expect((await t.as(user).get('/api/me')).statusCode).toBe(200);
    if (testDbKind === 'postgres') {
      // Cut the listening connection the way a network loss or a server restart would.
      await t.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN souq_auth' AND datname = current_database()`);
      const lostBy = Date.now() + 2_000;
      while (t.app.callerCacheListening() && Date.now() < lostBy) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(t.app.callerCacheListening()).toBe(false);
      await withoutChangeNotifications(async () => {
        await t.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
        // Nothing remembered while deaf: the block is read from the database at once.
        expect((await t.as(user).get('/api/me')).statusCode).toBe(401);
      });
      const backBy = Date.now() + 5_000;
      while (!t.app.callerCacheListening() && Date.now() < backBy) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(t.app.callerCacheListening()).toBe(true);
    } else {
      // One in-process database: its notifications cannot be lost, and arrive before the write returns.
      await t.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
      expect((await t.as(user).get('/api/me')).statusCode).toBe(401);
    }
  });
});

describe('CallerCache', () => {
  it('keeps nothing while not listening, and forgets everything when listening stops', () => {
    const cache = new CallerCache<string>(10, 60_000);
    cache.store('s1', 'u1', 'row', cache.begin());
    expect(cache.get('s1')).toBeUndefined();
    cache.setListening(true);
    cache.store('s1', 'u1', 'row', cache.begin());
    expect(cache.get('s1')).toBe('row');
    cache.setListening(false);
    cache.setListening(true);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('does not keep a row read before a change was announced (it may be the old row)', () => {
    const cache = new CallerCache<string>(10, 60_000);
    cache.setListening(true);
    const epoch = cache.begin();
    cache.forgetUser('u1'); // announced while the lookup was in flight
    cache.store('s1', 'u1', 'old row', epoch);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('forgets every session of a user, keeps others, and bounds its size and age', () => {
    const cache = new CallerCache<string>(2, 1_000);
    cache.setListening(true);
    cache.store('a', 'u1', 'a', cache.begin(), 0);
    cache.store('b', 'u2', 'b', cache.begin(), 0);
    cache.forgetUser('u1');
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('b', 0)).toBe('b');
    cache.store('c', 'u3', 'c', cache.begin(), 0);
    cache.store('d', 'u3', 'd', cache.begin(), 0);
    expect(cache.size).toBe(2);
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('d', 1_001)).toBeUndefined();
  });
});
