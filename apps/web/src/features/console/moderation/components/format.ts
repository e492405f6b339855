import type { ReportCategory } from '@souq/contract/members-common';
import type { ModerationKind, ModerationState } from '@souq/contract/moderation';
import { messages } from '@/i18n/console/messages';

export function kindLabel(kind: ModerationKind): string {
  const m = messages.console.moderation;
  return kind === 'post' ? m.kindPost : kind === 'user' ? m.kindUser : m.kindListing;
}

export function stateLabel(state: ModerationState): string {
  const m = messages.console.moderation;
  return state === 'open' ? m.stateOpen : state === 'resolved' ? m.stateResolved : m.stateDismissed;
}

/** A report category's name, as the members chose it. */
export function reportCategoryLabel(category: ReportCategory): string {
  return messages.console.moderation.reportCategories[category];
}

/** The hide action's name for a kind: posts are hidden, listings disallowed; members have none. */
export function hideLabel(kind: ModerationKind): string | null {
  const m = messages.console.moderation;
  return kind === 'post' ? m.hidePost : kind === 'listing' ? m.disallowListing : null;
}
