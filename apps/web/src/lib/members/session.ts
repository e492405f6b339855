import { useSyncExternalStore } from 'react';
import type { LoginResponse } from '@souq/contract/auth';
import { isLoginResponse, pickLoginResponse } from '@souq/contract/login-check';
import { forgetSavedCopies } from './saved-copies';

/**
 * The member's login on this device, apart from the staff console's (session.ts): its own
 * storage key, so a staff login and a member login in one browser never overwrite each other.
 */
export const MEMBER_SESSION_STORAGE_KEY = 'souq-member-login';

export type MemberSession = LoginResponse & { role: 'user' };

/** Why the session ended, for the members' login page to say (a catalog key of `notice`). */
export type MemberNotice = 'expired' | 'signedOut' | 'deleted';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: MemberSession | null | undefined;
let notice: MemberNotice | null = null;

/** A stored or answered login that is a member's (role 'user') with a token. */
export const isMemberSession = (value: unknown): value is MemberSession => isLoginResponse(value) && value.role === 'user' && Boolean(value.token);

function readStored(): MemberSession | null {
  try {
    const raw = window.localStorage.getItem(MEMBER_SESSION_STORAGE_KEY);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    return isMemberSession(stored) ? (pickLoginResponse(stored) as MemberSession) : null;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export function getMemberSession(): MemberSession | null {
  if (current === undefined) current = readStored();
  return current;
}

/** Keeps a member's login; throws when the browser refuses to store it. */
export function saveMemberSession(data: MemberSession): void {
  const session = pickLoginResponse(data) as MemberSession;
  window.localStorage.setItem(MEMBER_SESSION_STORAGE_KEY, JSON.stringify(session));
  current = session;
  notice = null;
  emit();
}

/** After a profile edit: the header shows the new name and photo. */
export function updateMemberSession(changes: Partial<Pick<MemberSession, 'name' | 'photo'>>): void {
  const session = getMemberSession();
  if (!session) return;
  saveMemberSession({ ...session, ...changes });
}

/**
 * Forgets the member's login (Log out, a 401, a deleted account), with why for the login page,
 * and the copies saved for reading offline, which hold other members' posts and messages.
 */
export function clearMemberSession(reason?: MemberNotice): void {
  try {
    window.localStorage.removeItem(MEMBER_SESSION_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing was stored
  }
  void forgetSavedCopies();
  const changed = current !== null;
  current = null;
  if (reason) notice = reason;
  if (changed || reason) emit();
}

/** Why the last session ended, without forgetting it (a state initialiser may run twice). */
export function peekMemberNotice(): MemberNotice | null {
  return notice;
}

/** Why the last session ended, read once by the login page. */
export function takeMemberNotice(): MemberNotice | null {
  const value = notice;
  notice = null;
  return value;
}

export function subscribeMemberSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMemberSession(): MemberSession | null {
  return useSyncExternalStore(subscribeMemberSession, getMemberSession, getMemberSession);
}

/** Logging in or out in another tab changes this one too. */
export function watchMemberTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== MEMBER_SESSION_STORAGE_KEY && event.key !== null) return;
    current = readStored();
    emit();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Test hook: forget the cached copy so the next read comes from storage. */
export function resetMemberSessionCache(): void {
  current = undefined;
  notice = null;
}
