import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { messages } from '@souq/contract/messages';
import { throttle } from './throttle';

/** Pages per minute one address may ask for: a person reads a few, a polite crawler one a second; a scraper is slowed. */
export const PUBLIC_PAGES_PER_MINUTE = 120;

/**
 * The limit on the HTML pages anyone may read without an account (listing and post pages, the
 * sitemap): each costs a database read, so an address that asks too fast is answered 429 with
 * Retry-After. `family` keeps one kind of page's budget apart from another's.
 */
export function publicPagesThrottle(app: FastifyInstance, family: string): preValidationAsyncHookHandler {
  return throttle(app, messages.generic.tooManyRequests, [
    { max: PUBLIC_PAGES_PER_MINUTE, timeWindow: '1 minute', key: (request) => `${family}:${request.ip}` },
  ]);
}
