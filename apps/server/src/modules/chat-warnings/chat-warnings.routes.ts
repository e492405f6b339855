import type { FastifyInstance } from 'fastify';
import {
  addChatWarningRuleRoute,
  deleteChatWarningRuleRoute,
  editChatWarningRuleRoute,
  getChatWarningRulesRoute,
  getChatWarningSendersRoute,
} from '@souq/contract/chat-warnings';
import { addRoute } from '../../lib/route';
import { chatWarningSenders } from './chat-warnings.queries';
import { addChatWarningRule, deleteChatWarningRule, editChatWarningRule, listChatWarningRules } from './chat-warnings.service';

/** The console's chat-warning rules, and the senders whose messages hit them. */
export async function chatWarningsRoutes(app: FastifyInstance) {
  addRoute(app, getChatWarningRulesRoute, async () => listChatWarningRules(app.db));
  addRoute(app, addChatWarningRuleRoute, async ({ user, body }) => addChatWarningRule(app.db, user.id, body));
  addRoute(app, editChatWarningRuleRoute, async ({ user, params, body }) => editChatWarningRule(app.db, user.id, params.id, body));
  addRoute(app, deleteChatWarningRuleRoute, async ({ user, params }) => deleteChatWarningRule(app.db, user.id, params.id));
  addRoute(app, getChatWarningSendersRoute, async () => chatWarningSenders(app.db));
}
