import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  listConversationsRoute,
  listMessagesRoute,
  markConversationReadRoute,
  memberEventsRoute,
  openConversationRoute,
  sendMessageRoute,
} from '@souq/contract/members-chat';
import { addRoute } from '../../lib/route';
import { assertVerified } from '../../lib/member-visibility';
import { listConversations, listMessages, markConversationRead, openConversation, sendMessage } from './conversations.service';
import { registerEventStream, type EventStreamOptions } from './event-stream';

/** Members' API: conversations between buyers and sellers, and each member's live events. */
export async function conversationsRoutes(app: FastifyInstance, options: EventStreamOptions & { publicUrl?: string } = {}) {
  const souqHost = options.publicUrl ? new URL(options.publicUrl).hostname : '';
  app.register(async (scope) => {
    // The contract's status is 201; the conversation that already existed is answered with 200.
    const existing = new WeakSet<FastifyRequest>();
    scope.addHook('onSend', async (request, reply, payload) => {
      if (existing.has(request) && reply.statusCode === 201) reply.code(200);
      return payload;
    });
    addRoute(scope, openConversationRoute, async ({ user, body, request }) => {
      const { conversation, created } = await openConversation(app.db, user.id, body.classified_id);
      if (!created) existing.add(request);
      return conversation;
    });

    addRoute(scope, sendMessageRoute, async ({ user, params, body }) => {
      const { message, notice } = await sendMessage(app.db, user.id, params.id, body.body, souqHost);
      await app.memberEvents.publish(notice.userId, notice.event);
      return message;
    });
  });

  addRoute(app, listConversationsRoute, async ({ user, query }) => listConversations(app.db, user.id, query));
  addRoute(app, listMessagesRoute, async ({ user, params, query }) => listMessages(app.db, user.id, params.id, query));
  addRoute(app, markConversationReadRoute, async ({ user, params }) => {
    const { answer, notice } = await markConversationRead(app.db, user.id, params.id);
    await app.memberEvents.publish(notice.userId, notice.event);
    return answer;
  });

  const events = registerEventStream(app, { ...options, metrics: app.metrics });
  addRoute(app, memberEventsRoute, async ({ user, request, reply }) => {
    // An account nobody has proved to own holds no connection open.
    await assertVerified(app.db, user.id);
    events.stream(request, reply, user.id);
    // The reply is hijacked: Fastify ignores what a handler answers from here on.
    return undefined as never;
  });
}
