import type { ActivityItem } from '@souq/contract/members-activity';
import { listingPath, memberPaths, memberProfilePath, postPath, sellerPath } from '@/lib/members/paths';

/** Stand-ins for what people wrote inside a translated sentence, replaced by isolated spans. */
export const NAME_MARK = '\u0001';
export const REASON_MARK = '\u0002';

export type SentencePart = { text: string } | { name: string } | { reason: string };

/** A translated sentence cut at the marks, each mark replaced by what it stands for. */
export function sentenceParts(sentence: string, values: { name?: string; reason?: string }): SentencePart[] {
  const parts: SentencePart[] = [];
  let text = '';
  for (const char of sentence) {
    if (char !== NAME_MARK && char !== REASON_MARK) {
      text += char;
      continue;
    }
    if (text) parts.push({ text });
    text = '';
    parts.push(char === NAME_MARK ? { name: values.name ?? '' } : { reason: values.reason ?? '' });
  }
  if (text) parts.push({ text });
  return parts;
}

/** Where an item opens: the post, the new follower's profile, the listing, the saved search; nothing for a hidden post or a team message. */
export function itemTarget(item: ActivityItem): string | null {
  if (!item.subject) return null;
  // A rating shows on the rated member's seller page, where its reply is written.
  if (item.kind === 'rating') return sellerPath(item.subject._id);
  // A decision with a strike opens the member's decisions, where it can be appealed.
  if (item.kind === 'moderation' && item.decision?.strikeId) return memberPaths.decisions;
  if (item.kind === 'follow') return memberProfilePath(item.actors[0]?._id ?? item.subject._id);
  // A saved search's alert opens the search with its new listings marked.
  if (item.subject.type === 'saved_search') return `${memberPaths.savedSearches}/${item.subject._id}`;
  if (item.subject.type === 'listing') return listingPath(item.subject._id);
  if (item.kind === 'moderation') return null;
  if (item.subject.type === 'post') return postPath(item.subject._id);
  return memberProfilePath(item.subject._id);
}
