import { useSyncExternalStore } from 'react';
import { memberPaths } from './paths';
import { useMemberSession } from './session';

/**
 * What a visitor (no member login) may browse of the members' app, and where they come back to
 * after joining or logging in. Browsing is the server's `visitor` routes: explore, the
 * classifieds, a listing, a member's page and a post. Everything else is personal (the feed,
 * chat, notifications, profile, selling, support) and asks the visitor to join instead.
 */
const BROWSABLE: readonly RegExp[] = [
  /^\/app\/home$/,
  /^\/app\/classifieds$/,
  /^\/app\/classifieds\/search$/,
  // A listing, not the member's own lists or an edit.
  /^\/app\/classifieds\/(?!mine$|favourites$)[^/]+$/,
  // A seller's page: their listings on sale.
  /^\/app\/classifieds\/sellers\/[^/]+$/,
  /^\/app\/posts\/(?!new$)[^/]+$/,
  /^\/app\/members\/[^/]+$/,
];

/** Whether a visitor may open this path of the members' app (the hash route's pathname). */
export function visitorMayOpen(pathname: string): boolean {
  return BROWSABLE.some((pattern) => pattern.test(pathname));
}

/**
 * Kept in localStorage, not sessionStorage: the verification e-mail's link opens in a new tab, and
 * the member logs in there. It is read once, by the next log-in.
 */
export const RETURN_TO_STORAGE_KEY = 'souq-member-return-to';

const JOIN_SCREENS: readonly string[] = [memberPaths.login, memberPaths.register, memberPaths.verifyEmail, memberPaths.forgotPassword];

/**
 * A path to come back to, or null: only a path inside the members' app (never another site, as
 * `//evil.test` or `https:` would be, nor a join screen, which would loop).
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/app/') || value.includes('\\')) return null;
  return JOIN_SCREENS.includes(value.split(/[?#]/, 1)[0]!) ? null : value;
}

/** Remembers where the visitor was when they chose Join or Log in. */
export function rememberReturnTo(path: string): void {
  try {
    window.localStorage.setItem(RETURN_TO_STORAGE_KEY, safeReturnPath(path) ?? '');
  } catch {
    // storage unavailable: the member lands on Home after logging in
  }
}

/** Where to go after logging in (read once), or null for Home. */
export function takeReturnTo(): string | null {
  try {
    const stored = window.localStorage.getItem(RETURN_TO_STORAGE_KEY);
    window.localStorage.removeItem(RETURN_TO_STORAGE_KEY);
    return safeReturnPath(stored);
  } catch {
    return null;
  }
}

/** What a visitor tried to do: the join prompt's title says what joining gives them. */
export type JoinReason = 'favourite' | 'chat' | 'report' | 'like' | 'share' | 'comment' | 'follow' | 'post' | 'sell' | 'personal';

// One prompt for the whole app, opened from any screen and drawn once by the shell
// (components/members/join-prompt.tsx).
let asked: JoinReason | null = null;
const listeners = new Set<() => void>();

/** Opens the join prompt (a visitor tapped something only members can do), or closes it (null). */
export function askToJoin(reason: JoinReason | null): void {
  asked = reason;
  for (const listener of listeners) listener();
}

/** What the join prompt was asked for, or null while it is closed. */
export function useJoinPromptAsked(): JoinReason | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => asked,
  );
}

/**
 * Wraps an action only members can take: a member's tap does it, a visitor's opens the join
 * prompt instead (no call is made, so no 401 ends anything).
 */
export function useMembersOnly() {
  const session = useMemberSession();
  return <A extends unknown[]>(reason: JoinReason, action: (...args: A) => void) =>
    (...args: A) => {
      if (session) action(...args);
      else askToJoin(reason);
    };
}
