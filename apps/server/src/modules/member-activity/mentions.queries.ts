import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import type { MemberNotice } from '../member-events/publish-after-commit';
import { postShownTo } from '../member-posts/member-posts.queries';
import { activityPreview, recordActivity } from './activity.queries';

/**
 * Mentions. Members have no handles, so a mention is `@` followed by the member's name exactly as
 * it is (any case), as the app's comment box inserts it when "Reply" names the comment's author:
 * `@Sara Ali thanks!`. A name of one to four words is looked for after each `@`, the longest that
 * names exactly one member winning; a name several members share names nobody (who is meant
 * cannot be known).
 */

/** Words of a name looked for after an `@`. */
const NAME_WORDS_MAX = 4;
/** Members one text can tell: a list of names is not a broadcast. */
export const MENTIONS_MAX = 10;

/** An `@` that begins a word (not the middle of an e-mail address), followed by the text after it. */
const AT = /(?:^|[^\p{L}\p{N}_.])@(?=[\p{L}\p{N}_])/gu;
/** Punctuation that ends a sentence or clause, dropped from a name's last word. */
const TRAILING = /[\p{P}\p{S}]+$/u;

/** For each `@` of the text, the names it may stand for, longest first, in lower case. */
export function mentionCandidates(text: string): string[][] {
  const found: string[][] = [];
  for (const match of text.matchAll(AT)) {
    const rest = text.slice((match.index ?? 0) + match[0].length);
    const words = rest.split(/\s+/u).slice(0, NAME_WORDS_MAX);
    const names: string[] = [];
    for (let count = words.length; count >= 1; count -= 1) {
      const name = words.slice(0, count).join(' ').replace(TRAILING, '').toLowerCase();
      if (name && !names.includes(name)) names.push(name);
    }
    if (names.length > 0) found.push(names);
  }
  return found.slice(0, MENTIONS_MAX * 2);
}

/** The live members a text names, once each, in the order named, at most MENTIONS_MAX. */
export async function mentionedMembers(tx: Tx, text: string): Promise<string[]> {
  const candidates = mentionCandidates(text);
  const names = [...new Set(candidates.flat())];
  if (names.length === 0) return [];
  const rows = await tx
    .select({ id: users.id, name: sql<string>`lower(${users.name})` })
    .from(users)
    .where(and(inArray(sql`lower(${users.name})`, names), eq(users.role, 'user'), isNull(users.deletedAt), eq(users.blocked, false)));
  const byName = new Map<string, string[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.id]);
  const ids: string[] = [];
  for (const options of candidates) {
    const named = options.map((name) => byName.get(name) ?? []).find((found) => found.length === 1);
    if (named && !ids.includes(named[0]!)) ids.push(named[0]!);
  }
  return ids.slice(0, MENTIONS_MAX);
}

/**
 * Tells the members a post's text or a comment names, within the act's transaction: each one who
 * may see the post, not the writer, not those in `except` (told of the same act already, by a
 * reply or as the post's author). recordActivity leaves out blocks and muted kinds.
 */
export async function tellMentioned(
  tx: Tx,
  input: { authorId: string; postId: string; text: string; except?: readonly string[]; mentioned?: readonly string[] },
): Promise<{ told: string[]; notices: MemberNotice[] }> {
  const named = input.mentioned ?? (await mentionedMembers(tx, input.text));
  const told: string[] = [];
  const notices: MemberNotice[] = [];
  for (const recipientId of named) {
    if (recipientId === input.authorId || input.except?.includes(recipientId)) continue;
    const [shown] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, input.postId), postShownTo(recipientId, { ownHidden: true })));
    if (!shown) continue;
    told.push(recipientId);
    notices.push(
      ...(await recordActivity(tx, {
        recipientId,
        actorId: input.authorId,
        kind: 'mention',
        subjectType: 'post',
        subjectId: input.postId,
        preview: activityPreview(input.text),
      })),
    );
  }
  return { told, notices };
}
