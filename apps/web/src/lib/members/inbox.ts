/**
 * The activity inbox's unread count as the shell's bell shows it: read once from
 * GET /api/v1/notifications/unread-count and kept live from the member's event stream, whose
 * `activity` and `activity-read` events carry the new count. Checked by hand (no zod): the shell
 * is part of the members' first screen, which has a JavaScript budget.
 */

/** The count in `{unread}` (the unread-count answer, an event's data), or null when it is not one. */
export function unreadOf(value: unknown): number | null {
  if (!value || typeof value !== 'object') return null;
  const { unread } = value as Record<string, unknown>;
  return typeof unread === 'number' && Number.isInteger(unread) && unread >= 0 ? unread : null;
}
