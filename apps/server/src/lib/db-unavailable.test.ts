import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-unavailable';

/** An error shaped like node-postgres' DatabaseError (a message and a SQLSTATE code). */
const pgError = (code: string, message = 'server said no') => Object.assign(new Error(message), { code });
/** Drizzle wraps every driver error: "Failed query: ..." with the driver's error as cause. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a server that is down, restarting or unreachable, wrapped or not', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '08006', '08001', '53300']) {
      expect(isDatabaseUnavailable(pgError(code)), code).toBe(true);
      expect(isDatabaseUnavailable(wrapped(pgError(code))), `wrapped ${code}`).toBe(true);
    }
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([pgError('ECONNREFUSED')], 'connect failed'))).toBe(true);
  });

  it('leaves statement errors and bugs to the 500 path', () => {
    for (const code of ['23505', '23503', '42P01', '22P02', '57014']) expect(isDatabaseUnavailable(wrapped(pgError(code))), code).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
