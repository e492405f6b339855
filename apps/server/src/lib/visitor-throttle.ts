import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { messages } from '@souq/contract/messages';
import { throttle } from './throttle';

/**
 * Reads without a token (`access: 'visitor'` routes), counted per client address: a visitor
 * browses freely, a scraper without an account is slowed to `VISITOR_RATE_MAX` a minute. A caller
 * with a valid token is counted nowhere here (their writes have budgets, their reads are a
 * member's). One counter for every visitor route, shared through Redis when it is set.
 */
export function createVisitorThrottle(app: FastifyInstance, maxPerMinute: number): preValidationAsyncHookHandler {
  const check = throttle(app, messages.members.common.tooManyVisitorReads, [
    { max: maxPerMinute, timeWindow: '1 minute', key: (request) => `visitor-reads:ip:${request.ip}` },
  ]);
  return async function visitorThrottle(request, reply) {
    if (request.auth) return;
    await check.call(this, request, reply);
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The preValidation hook of every `visitor` route: token-less callers per address. */
    visitorThrottle: preValidationAsyncHookHandler;
  }
}
