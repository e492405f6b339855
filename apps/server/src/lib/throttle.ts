import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { AppError } from './errors';

export interface ThrottleRule {
  max: number;
  timeWindow: string | number;
  key: (request: FastifyRequest) => string;
}

function limitersOf(app: FastifyInstance, rules: ThrottleRule[]) {
  return rules.map((rule) => app.createRateLimit({ max: rule.max, timeWindow: rule.timeWindow, keyGenerator: rule.key }));
}

function refuse(reply: FastifyReply, message: string, ttlInSeconds: number): never {
  reply.header('retry-after', String(Math.max(1, ttlInSeconds)));
  throw new AppError(429, message);
}

/**
 * A hook enforcing several limits at once (per address, per account...), counting every request.
 * The plugin's own route hook runs only one limit per request, so each rule is checked here in turn.
 */
export function throttle(app: FastifyInstance, message: string, rules: ThrottleRule[]): preValidationAsyncHookHandler {
  const checks = limitersOf(app, rules);
  return async (request, reply) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) refuse(reply, message, result.ttlInSeconds);
    }
  };
}

export interface FailureThrottle {
  /** Refuses the request (429) while any rule has used up its failures; counts nothing itself. */
  guard: preValidationAsyncHookHandler;
  /** Counts one failure under every rule; answers whether a rule has now used up its failures. */
  recordFailure(request: FastifyRequest): Promise<boolean>;
}

/**
 * Limits that count failures only (a wrong password), so that correct attempts never lock
 * anybody out: the guard reads the counters, the handler adds to them when an attempt fails.
 */
export function failureThrottle(app: FastifyInstance, message: string, rules: ThrottleRule[]): FailureThrottle {
  const checks = limitersOf(app, rules);
  return {
    guard: async (request, reply) => {
      for (const check of checks) {
        const result = await check(request, { increment: false });
        if (!result.isAllowed && result.remaining === 0) refuse(reply, message, result.ttlInSeconds);
      }
    },
    async recordFailure(request) {
      let usedUp = false;
      for (const check of checks) {
        const result = await check(request);
        if (!result.isAllowed && result.remaining === 0) usedUp = true;
      }
      return usedUp;
    },
  };
}

/**
 * The mailbox a request's body names, normalised, for a throttle key: raw request bodies are
 * unchecked when the key is computed, so anything but a string counts as no address.
 */
export function throttledEmailOf(body: unknown): string {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : '';
}
