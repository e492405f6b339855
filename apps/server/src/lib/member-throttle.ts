import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { messages } from '@souq/contract/messages';
import { throttle } from './throttle';

/** The kinds of members' writes counted apart: a burst of likes does not stop a message. */
export type MemberWriteKind = 'account' | 'posts' | 'comments' | 'likes' | 'stories' | 'follows' | 'reports' | 'listings' | 'favourites' | 'messages' | 'uploads';

declare module 'fastify' {
  interface FastifyInstance {
    /** `MEMBER_WRITE_RATE_MAX`: a member's writes of one kind per minute. */
    memberWriteRateMax: number;
  }
}

/**
 * A preValidation hook counting one member's writes of one kind per minute (shared through Redis
 * when it is set, like every limit): past the limit the answer is 429 with Retry-After. Runs after
 * the guard, so the caller is known; an anonymous request never reaches it.
 */
export function memberWrites(app: FastifyInstance, kind: MemberWriteKind): preValidationAsyncHookHandler {
  return throttle(app, messages.members.common.tooManyWrites, [
    { max: app.memberWriteRateMax, timeWindow: '1 minute', key: (request) => `member-writes:${kind}:${request.auth?.id ?? request.ip}` },
  ]);
}
