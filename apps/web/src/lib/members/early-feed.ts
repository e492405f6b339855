import type { RouteSpec } from '@souq/contract/route';
import type { RouteOutput } from '../api-client';
import { EARLY_FEED } from './early-feed-address';
import { noteAnswer } from './saved-copies';
import { getMemberSession } from './session';

/**
 * What index.html's inline script leaves on window: the call's address, the login and language it
 * was made for, the answer on its way.
 */
export interface EarlyCall {
  path: string;
  token: string;
  language: string;
  answer: Promise<Response>;
}

declare global {
  interface Window {
    [EARLY_FEED.property]?: EarlyCall;
  }
}

/** The address feedQuery's first page calls, as the preload script must call it. */
export const earlyFeedPath = () => `${EARLY_FEED.path}?limit=${EARLY_FEED.limit}`;

/**
 * The feed's first page as the preload script asked for it, when it did so for this member: checked
 * with the route's schema like any answer. Taken once (a later refresh asks the server again), and
 * anything but a good answer (none started, another login, a failure, a 401) gives undefined, so
 * the caller makes the call itself and meets its errors the usual way.
 */
export async function takeEarlyFeed<S extends RouteSpec>(spec: S): Promise<RouteOutput<S> | undefined> {
  const early = window[EARLY_FEED.property];
  window[EARLY_FEED.property] = undefined;
  const token = getMemberSession()?.token;
  if (!early || !token || early.token !== token || early.path !== earlyFeedPath()) return undefined;
  try {
    const response = await early.answer;
    if (!response.ok) return undefined;
    // Offline it is the service worker's saved copy: the screens say so, as for any answer.
    noteAnswer(response);
    const checked = spec.response.safeParse(await response.json());
    // zod types the parsed data of a generic schema as unknown; it is the route's output.
    return checked.success ? (checked.data as RouteOutput<S>) : undefined;
  } catch {
    return undefined;
  }
}
