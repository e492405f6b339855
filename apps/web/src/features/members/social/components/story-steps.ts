/** Where the viewer is: which member's stories, which of them. */
export interface StoryPosition {
  group: number;
  story: number;
}

interface Groups {
  stories: readonly { seen: boolean }[];
}

/** A member's first story not seen yet (their first when all are seen). */
export function firstUnseen(group: Groups): number {
  const index = group.stories.findIndex((story) => !story.seen);
  return index < 0 ? 0 : index;
}

/**
 * The next (1) or previous (-1) story: within a member's stories, then on to the next member's
 * (at their first unseen) or back to the previous member's last; null past either end.
 */
export function step(groups: readonly Groups[], at: StoryPosition, by: 1 | -1): StoryPosition | null {
  const inGroup = at.story + by;
  if (inGroup >= 0 && inGroup < (groups[at.group]?.stories.length ?? 0)) return { group: at.group, story: inGroup };
  const group = at.group + by;
  if (group < 0 || group >= groups.length) return null;
  return { group, story: by === 1 ? firstUnseen(groups[group]!) : groups[group]!.stories.length - 1 };
}
