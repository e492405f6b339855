import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { exactTime } from '../../lib/cursor';
import { rowsOf } from '../../lib/sql-rows';
import type { TextQuery } from './text-query';

const p = classifiedPosts;

/**
 * The walks over the newest listings, shortest first. The first tells how common the words are
 * among the newest listings: when it finds at least a tenth of what is wanted, the words are common
 * enough that the longer walk fills the window; otherwise they are rare enough (under one listing
 * in a hundred) that reading all their matches through the text index costs no more than the walk.
 */
export const WALKS = [1_000, 10_000] as const;

export interface Match {
  id: string;
  listedAtKey: string;
}

/**
 * The newest `count` listings that meet `conditions` and match the text, newest first.
 *
 * The planner cannot know in advance which of two plans is cheap. Walking the newest listings by
 * index and testing each one's document stops early for a common word and reads a whole category
 * for a rare one; reading every match through the text index and sorting them is cheap for a rare
 * word and reads tens of thousands of rows for a common one. Its estimate of a word's frequency,
 * worst for several words with synonyms, picked the wrong one at both ends (1.8 s at a million
 * listings). So the frequency is measured on the newest listings and the plan chosen from it, each
 * step bounded (WALKS).
 */
export async function newestMatches(db: Tx, conditions: SQL, text: TextQuery, count: number, walks: readonly number[] = WALKS): Promise<Match[]> {
  if (!text.tsquery || count <= 0) return [];
  const tsquery = sql`${text.tsquery}::tsquery`;
  for (const [step, walkLimit] of walks.entries()) {
    const walked = await walk(db, conditions, tsquery, count, walkLimit);
    if (walked.length >= count) return walked;
    const next = walks[step + 1];
    // Too rare for the next walk to fill the window: the text index answers.
    if (next === undefined || walked.length * (next / walkLimit) < count) break;
  }
  // The fence keeps the planner from walking again under the LIMIT.
  return rowsOf<Match>(
    db,
    sql`with matched as materialized (
        select ${p.id} as id, ${p.listedAt} as listed_at from ${p} where ${conditions} and ${p.searchDoc} @@ ${tsquery}
      )
      select id, ${exactTime(sql`listed_at`)} as "listedAtKey"
      from matched order by listed_at desc, id desc limit ${count}`,
  );
}

/** The matches among the newest `walkLimit` listings that meet the conditions, newest first. */
function walk(db: Tx, conditions: SQL, tsquery: SQL, count: number, walkLimit: number): Promise<Match[]> {
  return rowsOf<Match>(
    db,
    sql`select w.id, w.listed_at_key as "listedAtKey" from (
        select ${p.id} as id, ${p.listedAt} as listed_at, ${exactTime(p.listedAt)} as listed_at_key, ${p.searchDoc} as doc
        from ${p} where ${conditions}
        order by ${p.listedAt} desc, ${p.id} desc limit ${walkLimit}
      ) w
      where w.doc @@ ${tsquery}
      order by w.listed_at desc, w.id desc limit ${count}`,
  );
}

/** The listings among these ids (a uuid array the database filled): the search's page reads only them. */
export const amongIds = (ids: readonly string[]): SQL => (ids.length > 0 ? sql`${p.id} = any(${`{${ids.join(',')}}`}::uuid[])` : sql`false`);
