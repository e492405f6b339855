import type { FastifyInstance, FastifyRequest } from 'fastify';
import { listConversationsRoute, listMessagesRoute, markConversationReadRoute, openConversationRoute, sendMessageRoute } from '@souq/contract/members-chat';
import { addRoute } from '../../lib/route';
import { listConversations, listMessages, markConversationRead, openConversation, sendMessage } from './conversations.service';
import { publishAfterCommit } from '../member-events/publish-after-commit';

/** Members' API: conversations between buyers and sellers. */
export async function conversationsRoutes(app: FastifyInstance, options: { publicUrl?: string } = {}) {
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

    addRoute(scope, sendMessageRoute, async ({ user, params, body, request }) => {
      const { message, notice } = await sendMessage(app.db, user.id, params.id, body.body, souqHost);
      await publishAfterCommit(app, request.log, [notice]);
      return message;
    });
  });

  addRoute(app, listConversationsRoute, async ({ user, query }) => listConversations(app.db, user.id, query));
  addRoute(app, listMessagesRoute, async ({ user, params, query }) => listMessages(app.db, user.id, params.id, query));
  addRoute(app, markConversationReadRoute, async ({ user, params, request }) => {
    const { answer, notice } = await markConversationRead(app.db, user.id, params.id);
    await publishAfterCommit(app, request.log, [notice]);
    return answer;
  });
}
