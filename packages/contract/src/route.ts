import type { z } from 'zod';
import type { Role } from './constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The kinds of writes counted apart, each with its own limit (the server's write-budget table):
 * a burst of likes does not stop a message, and a flood of uploads stops long before one of likes.
 */
export const WRITE_KINDS = [
  'account',
  'logins',
  'sign-ups',
  'email-verifications',
  'phone-codes',
  'phone-verifications',
  'reset-mails',
  'password-resets',
  'posts',
  'post-edits',
  'comments',
  'likes',
  'stories',
  'story-views',
  'follows',
  'reports',
  'listings',
  'favourites',
  'contact-events',
  'messages',
  'ratings',
  'conversation-reads',
  'notification-reads',
  'saved-searches',
  'unsubscribes',
  'uploads',
  'tickets',
  'ticket-messages',
  'contact-forms',
  'devices',
  'stream-opens',
  'appeals',
] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];

/**
 * Who may call a route: nobody needs a token (`public`); anybody, with a member's view for a valid
 * token of any role (`visitor`: the members' reads a visitor browses without an account, where a
 * token that is sent must still be valid, and token-less callers are throttled per address);
 * or one of these roles.
 */
export type RouteAccess = 'public' | 'visitor' | readonly Role[];

export interface RouteSpec {
  method: HttpMethod;
  /** The path exactly as the apps call it, typos included. */
  path: string;
  access: RouteAccess;
  summary: string;
  tag: string;
  /** The `:name` segments of the path (members' resource routes). */
  params?: z.ZodType;
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  /** Status of a successful answer (200 unless stated). */
  status?: 200 | 201 | 204;
  /**
   * Refusals beyond those its shape implies (400 for input, 413 for a body, 401 and 403 for a
   * token, 404 for an id): 409 when it can conflict with stored data, 429 when it is throttled.
   */
  errors?: readonly (409 | 429)[];
  /**
   * The write budget the route spends from (429 with Retry-After past it): every write a member
   * can make declares one, so none can be left unlimited by forgetting to wire a limit.
   */
  budget?: WriteKind;
}

/** Declares a route of the public API; the server registers it, the console calls it. */
export function defineRoute<const T extends RouteSpec>(spec: T): T {
  return spec;
}
