import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { exactTime } from '../../lib/cursor';
import { rowsOf } from '../../lib/sql-rows';
import type { TextQuery } from './text-query';

const p = classifiedPosts;

/**
 * How many of the newest listings the walk reads before it gives up on the words being common.
 * A word in one listing of 100 fills a window of 100 from the newest 10,000; a rarer word has few
 * enough matches that reading them all through the text index costs no more than this walk.
 */
export const WALK_LIMIT = 10_000;

export interface Match {
  id: string;
  createdAtKey: string;
}

/**
 * The newest `count` listings that meet `conditions` and match the text, newest first.
 *
 * The planner cannot know in advance which of two plans is cheap. Walking the newest listings by
 * index and testing each one's document stops early for a common word and reads a whole category
 * for a rare one; reading every match through the text index and sorting them is cheap for a rare
 * word and reads tens of thousands of rows for a common one. Its estimate of a word's frequency,
 * worst for several words with synonyms, picked the wrong one at both ends (1.8 s at a million
 * listings). So both are tried in turn, each bounded: the walk of the newest `walkLimit`, and when
 * that finds too few, every match through the text index, which are then few by construction.
 */
export async function newestMatches(db: Tx, conditions: SQL, text: TextQuery, count: number, walkLimit = WALK_LIMIT): Promise<Match[]> {
  if (!text.tsquery || count <= 0) return [];
  const tsquery = sql`${text.tsquery}::tsquery`;
  const walked = await rowsOf<Match>(
    db,
    sql`select w.id, w.created_at_key as "createdAtKey" from (
        select ${p.id} as id, ${p.createdAt} as created_at, ${exactTime(p.createdAt)} as created_at_key, ${p.searchDoc} as doc
        from ${p} where ${conditions}
        order by ${p.createdAt} desc, ${p.id} desc limit ${walkLimit}
      ) w
      where w.doc @@ ${tsquery}
      order by w.created_at desc, w.id desc limit ${count}`,
  );
  if (walked.length >= count) return walked;
  // The words are rare among the newest listings: read every match through the text index (the
  // fence keeps the planner from walking again under the LIMIT).
  return rowsOf<Match>(
    db,
    sql`with matched as materialized (
        select ${p.id} as id, ${p.createdAt} as created_at from ${p} where ${conditions} and ${p.searchDoc} @@ ${tsquery}
      )
      select id, ${exactTime(sql`created_at`)} as "createdAtKey"
      from matched order by created_at desc, id desc limit ${count}`,
  );
}

/** The listings among these ids (a uuid array the database filled): the search's page reads only them. */
export const amongIds = (ids: readonly string[]): SQL => (ids.length > 0 ? sql`${p.id} = any(${`{${ids.join(',')}}`}::uuid[])` : sql`false`);
