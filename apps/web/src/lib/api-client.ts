import type { z } from 'zod';
import type { RouteSpec } from '@souq/contract/route';
import type { ErrorBody } from '@souq/contract/common';
import { genericMessages, sessionMessages } from '@souq/contract/messages-core';
import { consoleView, translateConsoleText } from '@/i18n/console/view';
import { clearSession, getSession } from './console/session';

/**
 * The catalog's sections this file speaks, in the console's language; not the whole catalog
 * (console-messages.ts), which every screen would then download, the members' first screens too.
 */
const messages = {
  generic: consoleView(genericMessages, ['generic']),
  session: consoleView(sessionMessages, ['session']),
};

/** What a route takes: its JSON body, else its query, else nothing. */
export type RouteInput<S extends RouteSpec> = S extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : S extends { query: infer Q extends z.ZodType }
    ? z.input<Q>
    : undefined;

/** What a route answers, after its response schema has parsed it (dates become Dates). */
export type RouteOutput<S extends RouteSpec> = z.output<S['response']>;

/** A failed call; `message` is the text to show a person. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}

/** The text to show for any failure: the server's (in the console's language), else the spec's fallback. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.message) return translateConsoleText(error.message);
  return messages.generic.somethingWentWrong;
}

/**
 * Whose request it is: the bearer token it carries, what a 401 does, and headers of its own.
 * The staff console's session is the default; the members' app has its own (members-api.ts).
 */
export interface RequestAuth {
  token: () => string | undefined;
  /** A 401 on an address that needs a login: ends the session and answers the text to show. */
  unauthorized: () => string;
  headers?: () => Record<string, string>;
  /** Sees every answer to a read (the members' app learns from it whether it is a saved copy). */
  answered?: (response: Response) => void;
}

export const staffAuth: RequestAuth = {
  token: () => getSession()?.token,
  unauthorized: () => {
    clearSession(messages.session.notAuthorized);
    return messages.session.notAuthorized;
  },
};

export interface CallOptions {
  signal?: AbortSignal;
  auth?: RequestAuth;
  /** Values of the path's `:name` segments (members' resource routes). */
  params?: Record<string, string>;
  /** The request outlives the page (sent as the member leaves or closes it). */
  keepalive?: boolean;
}

/** The path with each `:name` segment replaced by its value, encoded. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for ${segment}`);
    return encodeURIComponent(value);
  });
}

function toSearchParams(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Where a request goes; a route spec is one, and so is an address the login page knows without zod. */
export type RouteAddress = Pick<RouteSpec, 'method' | 'path' | 'access'> & { sendsBody: boolean };

/** Checks an answer: the route's zod schema, or a hand check where zod is not loaded. */
export type AnswerCheck<T> = (json: unknown) => { success: true; data: T } | { success: false; error?: unknown };

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string');

/** `ZErrorBody` by hand: every console screen loads this file, so it stays free of zod. */
export function readErrorBody(json: unknown): ErrorBody | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const { error, fields, requestId } = json as Record<string, unknown>;
  if (typeof error !== 'string') return null;
  if (fields !== undefined && !isRecordOfStrings(fields)) return null;
  if (requestId !== undefined && typeof requestId !== 'string') return null;
  return { error, ...(fields === undefined ? {} : { fields }), ...(requestId === undefined ? {} : { requestId }) };
}

/**
 * Sends one request with the stored bearer token (its query, or its JSON body), turns `{error}`
 * into an ApiError and checks the answer with `check`. A 401 on an address that needs a login
 * ends the session ('Not authorized, login again').
 */
export async function request<T>(address: RouteAddress, input: unknown, check: AnswerCheck<T>, options: CallOptions = {}): Promise<T> {
  const auth = options.auth ?? staffAuth;
  const headers: Record<string, string> = { Accept: 'application/json', ...auth.headers?.() };
  const token = auth.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  const sendsBody = address.method !== 'GET' && address.sendsBody;
  if (sendsBody) headers['Content-Type'] = 'application/json';
  const url = fillPath(address.path, options.params) + (sendsBody ? '' : toSearchParams(input));

  let response: Response;
  try {
    response = await fetch(url, {
      method: address.method,
      headers,
      body: sendsBody ? JSON.stringify(input ?? {}) : undefined,
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    // Offline, a write is refused here and says so: nothing is sent later behind the reader's back.
    const offlineWrite = address.method !== 'GET' && !navigator.onLine;
    throw new ApiError(0, offlineWrite ? messages.generic.offlineNotSent : messages.generic.somethingWentWrong);
  }
  if (address.method === 'GET') auth.answered?.(response);

  const json = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && address.access !== 'public') throw new ApiError(401, auth.unauthorized());
    const body = readErrorBody(json);
    throw body
      ? new ApiError(response.status, body.error || messages.generic.somethingWentWrong, body.fields)
      : new ApiError(response.status, messages.generic.somethingWentWrong);
  }

  const checked = check(json);
  if (!checked.success) {
    console.error(`Unexpected answer from ${address.method} ${address.path}`, checked.error);
    throw new ApiError(response.status, messages.generic.somethingWentWrong);
  }
  return checked.data;
}

/** Calls one route of the contract and parses the answer with the route's response schema. */
export function callRoute<S extends RouteSpec>(spec: S, input: RouteInput<S>, options: CallOptions = {}): Promise<RouteOutput<S>> {
  const address = { method: spec.method, path: spec.path, access: spec.access, sendsBody: spec.body !== undefined };
  // zod types the parsed data of a generic schema as unknown; it is the route's output.
  const check = (json: unknown) => spec.response.safeParse(json) as ReturnType<AnswerCheck<RouteOutput<S>>>;
  return request(address, input, check, options);
}
