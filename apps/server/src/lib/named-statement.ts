import { createHash } from 'node:crypto';

/**
 * A name for a statement prepared on each pooled connection, derived from its text: the same text
 * always gets the same name (PostgreSQL refuses a name reused for other text), and a list whose
 * filters vary gets one prepared statement per shape of filters. PostgreSQL then plans a shape once
 * it has seen it a few times instead of on every request.
 */
export function statementName(prefix: string, text: string): string {
  return `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
}
