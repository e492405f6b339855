import type { FastifyInstance } from 'fastify';
import { memberEventsRoute } from '@souq/contract/members-chat';
import { addRoute } from '../../lib/route';
import { assertVerified } from '../../lib/member-visibility';
import { registerEventStream, type EventStreamOptions } from './event-stream';

/** Members' API: each member's live event stream. */
export async function memberEventsRoutes(app: FastifyInstance, options: EventStreamOptions = {}) {
  const events = registerEventStream(app, { ...options, metrics: app.metrics });
  addRoute(app, memberEventsRoute, async ({ user, request, reply }) => {
    // An account nobody has proved to own holds no connection open.
    await assertVerified(app.db, user.id);
    events.stream(request, reply, user.id);
    // The reply is hijacked: Fastify ignores what a handler answers from here on.
    return undefined as never;
  });
}
