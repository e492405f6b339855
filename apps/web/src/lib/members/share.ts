/**
 * Shared by every Share button of the members' app (posts, listings). Hands a link to the system share sheet where there is one (phones), else copies it. Answers
 * what happened, for the screen to say; 'shown' when neither worked (the screen shows the link).
 */
export async function shareLink(link: string, title: string): Promise<'shared' | 'copied' | 'shown' | 'cancelled'> {
  if (typeof navigator.share === 'function' && (navigator.canShare?.({ url: link }) ?? true)) {
    try {
      await navigator.share({ url: link, title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(link);
    return 'copied';
  } catch {
    return 'shown';
  }
}
