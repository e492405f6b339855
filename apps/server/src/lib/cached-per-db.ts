import type { Db, Tx } from '../db/client';

/**
 * A small table staff edit and every write reads (chat warning rules, watched words), read at
 * most once per `ttlMs` per database: an edit on another API process applies within that, one on
 * this process at once (`forget`). Kept per database `db`, so the tests' many databases in one
 * process never share rows; read through `tx` (the writer's transaction holds the one connection
 * an embedded database has). A failed read is not kept: the next caller tries again.
 */
export function cachedPerDb<T>(ttlMs: number, read: (tx: Tx) => Promise<T>) {
  const cache = new WeakMap<object, { value: Promise<T>; readAt: number }>();
  return {
    get(db: Db, tx: Tx, now = Date.now()): Promise<T> {
      const cached = cache.get(db);
      if (cached && now - cached.readAt < ttlMs) return cached.value;
      const value = read(tx);
      cache.set(db, { value, readAt: now });
      value.catch(() => cache.delete(db));
      return value;
    },
    forget(db: Db): void {
      cache.delete(db);
    },
  };
}
