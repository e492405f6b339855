import { useSyncExternalStore } from 'react';
import type { LoginResponse } from '@souq/contract/auth';
import { isLoginResponse, pickLoginResponse } from '@souq/contract/login-check';
import { isStaffRole, SESSION_STORAGE_KEY } from '@souq/contract/constants';

/** The whole login answer, kept in local storage as the spec says (token, role and the rest). */
export type Session = LoginResponse;
// Staff roles are the contract's; re-exported where the console has always found them.
export { isStaffRole };
export type { StaffRole } from '@souq/contract/constants';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null | undefined;
/** A message for the login page, e.g. why the session ended. */
let notice: string | null = null;

/** False when the browser has no usable local storage (very old, or disabled). */
export function storageAvailable(): boolean {
  try {
    const probe = '__souq_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

function readStored(): Session | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    // Checked by hand, not with zod: this runs in the entry chunk every screen loads.
    const stored: unknown = JSON.parse(raw);
    return isLoginResponse(stored) && stored.token && isStaffRole(stored.role) ? pickLoginResponse(stored) : null;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  if (current === undefined) current = readStored();
  return current;
}

/** Stores the whole login data; only staff logins are ever stored. */
export function saveSession(data: Session): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(data));
  current = data;
  notice = null;
  emit();
}

/** Forgets the login (Logout, or a 401 with `reason` for the login page to show). */
export function clearSession(reason?: string): void {
  try {
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing was stored
  }
  const changed = current !== null;
  current = null;
  if (reason) notice = reason;
  if (changed || reason) emit();
}

/** The pending notice for the login page, read once. */
export function takeNotice(): string | null {
  const text = notice;
  notice = null;
  return text;
}

export function peekNotice(): string | null {
  return notice;
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Logging in or out in another tab changes this one too. */
export function watchOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    current = readStored();
    emit();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Test hook: forget the cached copy so the next read comes from storage. */
export function resetSessionCache(): void {
  current = undefined;
  notice = null;
}
