import { useSyncExternalStore } from 'react';

/**
 * Likes and unlikes made offline, waiting for the network: in localStorage under the member's
 * id (a reload or a closed tab keeps them, another member on this device never sees them), one
 * intent per post, the latest winning (like then unlike offline sends the unlike).
 */

const keyOf = (member: string) => `souq-like-outbox:${member}`;
const listeners = new Set<() => void>();

function readRaw(member: string): string {
  try {
    return window.localStorage.getItem(keyOf(member)) ?? '';
  } catch {
    return '';
  }
}

function parse(raw: string): Record<string, boolean> {
  try {
    const stored: unknown = JSON.parse(raw || '{}');
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
    return Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  } catch {
    return {};
  }
}

function write(member: string, likes: Record<string, boolean>) {
  try {
    if (Object.keys(likes).length) window.localStorage.setItem(keyOf(member), JSON.stringify(likes));
    else window.localStorage.removeItem(keyOf(member));
  } catch {
    // storage refused: the like shows as waiting until the page closes
  }
  for (const listener of listeners) listener();
}

/** The likes waiting for the network: post id to liked (true) or unliked (false). */
export const waitingLikes = (member: string): Record<string, boolean> => parse(readRaw(member));

export function queueLike(member: string, id: string, liked: boolean): void {
  write(member, { ...waitingLikes(member), [id]: liked });
}

/** Forgets a post's waiting like once sent (or refused), unless a newer intent replaced it. */
export function dropLike(member: string, id: string, liked: boolean): void {
  const likes = waitingLikes(member);
  if (likes[id] !== liked) return;
  delete likes[id];
  write(member, likes);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A post's like waiting for the network (liked or not), or undefined when none waits. */
export function useWaitingLike(member: string, id: string): boolean | undefined {
  // The stored text is the snapshot: equal while nothing changed, so renders stay put.
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(member),
    () => '',
  );
  return parse(raw)[id];
}
