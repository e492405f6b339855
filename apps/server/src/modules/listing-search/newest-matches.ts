import { and, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { classifiedPosts } from '../../db/schema/classifieds';
import { exactTime } from '../../lib/cursor';
import { namedRowsOf } from '../../lib/sql-rows';
import type { TextQuery } from './text-query';

const p = classifiedPosts;

/**
 * The first walk measures how common the words are among the newest listings; a walk that would
 * go on longer than `longestWalk` rows gives way to windows of time read through the text index.
 */
export const WALK_PLAN = { first: 500, longestWalk: 1_000 } as const;
export type WalkPlan = { first: number; longestWalk: number };

/**
 * A walk or a window sized from the rate seen so far finds what it expects only on average: the
 * margins keep a further step the exception rather than the rule. A window's is the larger: it
 * counts index entries, some of which the filters then leave out.
 */
const WALK_MARGIN = 1.3;
const WINDOW_MARGIN = 3;
/** Walks and windows tried before the text index reads every older match. */
const STEPS = 4;
/**
 * The deepest window, in index entries: counting them costs about a millisecond per ten thousand,
 * and words rarer than that needs are few enough for the text index to read them all.
 */
const DEEPEST_WINDOW = 30_000;

export interface Match {
  id: string;
  listedAtKey: string;
}

interface Walked {
  matches: Match[];
  /** Where the walk stopped, the next step starting after it; none when no older listing meets the conditions. */
  last?: Match;
}

export interface NewestMatchesOptions {
  /**
   * The part of the conditions a (…, listed_at, id) index holds (the category, else the country),
   * for the windows to be measured in that index alone; none for every listing.
   */
  scope?: SQL;
  plan?: WalkPlan;
}

/**
 * The newest `count` listings that meet `conditions` and match the text, newest first.
 *
 * The planner cannot know in advance which plan is cheap. Walking the newest listings by index and
 * testing each one's document stops early for a common word and reads a whole category for a rare
 * one; reading every match through the text index and sorting them is cheap for a rare word and
 * reads tens of thousands of rows for a common one. Its estimate of a word's frequency, worst for
 * several words with synonyms, picked the wrong one at both ends (1.8 s at a million listings).
 * So the frequency is measured on the newest listings, and each next step chosen from the rate
 * seen so far:
 * - common words: the walk goes on where it stopped;
 * - less common ones: the listings of a window that should hold enough matches, its depth counted
 *   in the time index (an index-only scan) and its rows read by intersecting the text index with
 *   the time index (a BitmapAnd: a few hundred rows read where a walk reads thousands);
 * - what the windows did not hold, and words too rare to size one: every older match through the
 *   text index.
 */
export async function newestMatches(db: Tx, conditions: SQL, text: TextQuery, count: number, options: NewestMatchesOptions = {}): Promise<Match[]> {
  const plan = options.plan ?? WALK_PLAN;
  if (!text.tsquery || count <= 0) return [];
  const tsquery = sql`${text.tsquery}::tsquery`;
  const found: Match[] = [];
  let older: SQL | undefined;
  // Listings looked at so far (rows walked, entries in windows): the rate of matches among them sizes the next step.
  let seen = 0;
  for (let step = 0; step < STEPS; step++) {
    const needed = count - found.length;
    const rate = found.length / Math.max(seen, 1);
    const walkSize = step === 0 ? plan.first : Math.ceil((needed * WALK_MARGIN) / rate);
    if (step === 0 || (rate > 0 && walkSize <= plan.longestWalk)) {
      const walked = await walk(db, and(conditions, older)!, tsquery, needed, walkSize);
      found.push(...walked.matches);
      if (found.length >= count || !walked.last) return found;
      older = olderThanMatch(walked.last);
      seen += walkSize;
      continue;
    }
    const depth = Math.ceil((needed * WINDOW_MARGIN) / rate);
    if (rate === 0 || depth > DEEPEST_WINDOW) break;
    const since = await entryAtDepth(db, and(options.scope, older)!, depth);
    // Fewer entries than that are left: the text index reads them all below.
    if (since === undefined) break;
    found.push(...(await indexedMatches(db, and(conditions, older, sql`${p.listedAt} >= ${since}::timestamptz`)!, tsquery, needed)));
    if (found.length >= count) return found;
    // The window held fewer: all of its matches are found, and the rest are older than it.
    older = sql`${p.listedAt} < ${since}::timestamptz`;
    seen += depth;
  }
  return [...found, ...(await indexedMatches(db, and(conditions, older)!, tsquery, count - found.length))];
}

/** The time of the `depth`th newest listing in scope, counted in its index alone (no listing read). */
async function entryAtDepth(db: Tx, scope: SQL, depth: number): Promise<string | undefined> {
  const [row] = await namedRowsOf<{ at: string }>(
    db,
    'souq_search_depth',
    // Formatted above the OFFSET: below it, every entry skipped would be formatted too.
    sql`select ${exactTime(sql`e.listed_at`)} as at from (
        select ${p.listedAt} as listed_at from ${p} where ${scope} order by ${p.listedAt} desc, ${p.id} desc offset ${depth - 1} limit 1
      ) e`,
  );
  return row?.at;
}

/**
 * The matches among the next `walkLimit` listings that meet the conditions, newest first, and the
 * last listing walked (matching or not). The walk stops at the `count`th match: the outer LIMIT
 * pulls rows from the index one at a time, in the index's own order (no sort in between). Only the
 * returned rows' times are formatted, not every row walked.
 */
async function walk(db: Tx, conditions: SQL, tsquery: SQL, count: number, walkLimit: number): Promise<Walked> {
  const rows = await namedRowsOf<Match & { hit: boolean; n: number }>(
    db,
    'souq_search_walk',
    sql`select w.id, ${exactTime(sql`w.listed_at`)} as "listedAtKey", w.hit, w.n::int as n from (
        select ${p.id} as id, ${p.listedAt} as listed_at, ${p.searchDoc} @@ ${tsquery} as hit,
          row_number() over (order by ${p.listedAt} desc, ${p.id} desc) as n
        from ${p} where ${conditions}
        order by ${p.listedAt} desc, ${p.id} desc limit ${walkLimit}
      ) w
      where w.hit or w.n = ${walkLimit}
      order by w.listed_at desc, w.id desc limit ${count + 1}`,
  );
  const matchOf = (row: Match) => ({ id: row.id, listedAtKey: row.listedAtKey });
  const last = rows.at(-1);
  return {
    // The last row walked may be a match past the `count`th.
    matches: rows
      .filter((row) => row.hit)
      .map(matchOf)
      .slice(0, count),
    last: last?.n === walkLimit ? matchOf(last) : undefined,
  };
}

/** Every match through the text index, sorted: the fence keeps the planner from walking again under the LIMIT. */
function indexedMatches(db: Tx, conditions: SQL, tsquery: SQL, count: number): Promise<Match[]> {
  return namedRowsOf<Match>(
    db,
    'souq_search_matches',
    sql`with matched as materialized (
        select ${p.id} as id, ${p.listedAt} as listed_at from ${p} where ${conditions} and ${p.searchDoc} @@ ${tsquery}
      )
      select id, ${exactTime(sql`listed_at`)} as "listedAtKey"
      from matched order by listed_at desc, id desc limit ${count}`,
  );
}

/** The listings older than a match, in the walks' order: one seek of the (…, listed_at, id) indexes. */
const olderThanMatch = (match: Match): SQL => sql`(${p.listedAt}, ${p.id}) < (${match.listedAtKey}::timestamptz, ${match.id}::uuid)`;

/** The listings among these ids (a uuid array the database filled): the search's page reads only them. */
export const amongIds = (ids: readonly string[]): SQL => (ids.length > 0 ? sql`${p.id} = any(${`{${ids.join(',')}}`}::uuid[])` : sql`false`);
