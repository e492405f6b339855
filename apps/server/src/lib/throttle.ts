import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { AppError } from './errors';

export interface ThrottleRule {
  max: number;
  timeWindow: string | number;
  key: (request: FastifyRequest) => string;
}

/**
 * A hook enforcing several limits at once (per address, per account...). The plugin's own
 * route hook runs only one limit per request, so each rule is checked here in turn.
 */
export function throttle(app: FastifyInstance, message: string, rules: ThrottleRule[]): preValidationAsyncHookHandler {
  const checks = rules.map((rule) =>
    app.createRateLimit({ max: rule.max, timeWindow: rule.timeWindow, keyGenerator: rule.key }),
  );
  return async (request, reply) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError(429, message);
      }
    }
  };
}
