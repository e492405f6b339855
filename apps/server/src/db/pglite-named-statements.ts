import type { QueryOptions, Results } from '@electric-sql/pglite';
import { nameOfStatement, wantNamesForRawTexts } from '../lib/named-statement';

/** What drizzle's PGlite driver calls to run a statement, on PGlite itself or on its thread. */
export interface Queryable {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

/** A parameter as an SQL literal for EXECUTE, or undefined when it has no plain text form. */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean'
        ? String(value)
        : undefined;
  // A NUL cannot be in PostgreSQL text: such a value goes the usual way, which refuses it.
  if (text === undefined || text.includes('\0')) return undefined;
  return `'${text.replaceAll("'", "''")}'`;
}

/** SQLSTATEs after which a prepared statement is made again: gone (26000), or its result's shape changed under it (0A000). */
const STALE_STATEMENT = new Set(['26000', '0A000']);
const codeOf = (error: unknown) => (typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined);

/**
 * Named statements on the embedded database. PGlite's client parses and plans every statement
 * afresh, even one drizzle was asked to prepare: the listings page, a join of seven tables, spent
 * 15 to 25 ms planning for a millisecond of work. The statements the code names
 * (`statementName`) are prepared here once with SQL's PREPARE and run with EXECUTE, the
 * parameters written as quoted literals that EXECUTE casts to the types PREPARE inferred, so after
 * a few runs PostgreSQL keeps one plan. Anything else, a statement that cannot be prepared, or
 * parameters without a plain text form go through the client as before. PGlite is one session:
 * what is prepared stays for the life of the database, and only statements outside a transaction
 * pass through here (drizzle runs a transaction's statements on its own handle).
 */
export function withNamedStatements<C extends Queryable>(client: C): C {
  wantNamesForRawTexts();
  const query = client.query.bind(client);
  // One preparation per name, shared by the requests that meet it at the same time.
  const prepared = new Map<string, Promise<void>>();
  const unpreparable = new Set<string>();

  const prepare = (name: string, text: string) => {
    let done = prepared.get(name);
    if (!done) {
      done = query(`prepare ${name} as ${text}`).then(() => undefined);
      prepared.set(name, done);
      done.catch(() => prepared.delete(name));
    }
    return done;
  };

  async function namedQuery<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const name = nameOfStatement(text);
    const literals = params.map(literalOf);
    if (!name || unpreparable.has(name) || options?.blob || literals.some((literal) => literal === undefined)) return query<T>(text, params, options);
    try {
      await prepare(name, text);
    } catch {
      // PREPARE could not infer a parameter's type, say: this text is run as it comes.
      unpreparable.add(name);
      return query<T>(text, params, options);
    }
    const execute = `execute ${name}(${literals.join(', ')})`;
    try {
      return await query<T>(execute, [], options);
    } catch (error) {
      if (!STALE_STATEMENT.has(codeOf(error) ?? '')) throw error;
      // Made before the schema changed under it (a restore, a test's new schema): made again once.
      prepared.delete(name);
      await query(`deallocate ${name}`).catch(() => undefined);
      await prepare(name, text);
      return query<T>(execute, [], options);
    }
  }

  return Object.assign(client, { query: namedQuery });
}
