import type { Tx } from '../db/client';
import { statementName } from './named-statement';

/** A drizzle query that can be prepared under a name. */
interface Preparable<Prepared> {
  toSQL(): { sql: string };
  prepare(name: string): Prepared;
}

/**
 * A statement built and prepared once per database handle (the pool, or a transaction), then run
 * with parameters: drizzle does not render it again, and PostgreSQL keeps its plan per connection
 * under a name derived from its text (`statementName`, which the embedded database also reads).
 * For the statements every search runs.
 */
export function preparedPerDb<Prepared>(prefix: string, build: (db: Tx) => Preparable<Prepared>): (db: Tx) => Prepared {
  const prepared = new WeakMap<Tx, Prepared>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) {
      const query = build(db);
      prepared.set(db, (statement = query.prepare(statementName(prefix, query.toSQL().sql))));
    }
    return statement;
  };
}
