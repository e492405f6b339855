import type { z } from 'zod';
import type { RouteSpec } from '@souq/contract/route';
import { ZErrorBody } from '@souq/contract/common';
import { messages } from '@souq/contract/messages';
import { clearSession, getSession } from './session';

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

/** The text to show for any failure: the server's, else the spec's fallback. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  return messages.generic.somethingWentWrong;
}

export interface CallOptions {
  signal?: AbortSignal;
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

/**
 * Calls one route of the contract: sends its query or JSON body with the stored bearer token,
 * parses the answer with the route's response schema, and turns `{error}` into an ApiError.
 * A 401 on a route that needs a login ends the session ('Not authorized, login again').
 */
export async function callRoute<S extends RouteSpec>(
  spec: S,
  input: RouteInput<S>,
  options: CallOptions = {},
): Promise<RouteOutput<S>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getSession()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const sendsBody = spec.method !== 'GET' && spec.body !== undefined;
  if (sendsBody) headers['Content-Type'] = 'application/json';
  const url = spec.path + (sendsBody ? '' : toSearchParams(input));

  let response: Response;
  try {
    response = await fetch(url, {
      method: spec.method,
      headers,
      body: sendsBody ? JSON.stringify(input ?? {}) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, messages.generic.somethingWentWrong);
  }

  const json = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && spec.access !== 'public') {
      clearSession(messages.session.notAuthorized);
      throw new ApiError(401, messages.session.notAuthorized);
    }
    const body = ZErrorBody.safeParse(json);
    throw body.success
      ? new ApiError(response.status, body.data.error || messages.generic.somethingWentWrong, body.data.fields)
      : new ApiError(response.status, messages.generic.somethingWentWrong);
  }

  const parsed = spec.response.safeParse(json);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${spec.method} ${spec.path}`, parsed.error);
    throw new ApiError(response.status, messages.generic.somethingWentWrong);
  }
  return parsed.data as RouteOutput<S>;
}
