import type { Tx } from '../db/client';

/**
 * A statement built and prepared once per database handle (the pool, or a transaction), then run
 * with parameters: drizzle does not render it again, and PostgreSQL keeps its plan per connection
 * under the name `build` gives it. For the statements every search runs.
 */
export function preparedPerDb<T>(build: (db: Tx) => T): (db: Tx) => T {
  const prepared = new WeakMap<Tx, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) prepared.set(db, (statement = build(db)));
    return statement;
  };
}
