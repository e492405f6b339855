import type { FastifyInstance } from 'fastify';
import { assignModerationRoute, decideModerationRoute, getModerationQueueRoute, getModerationSubjectRoute } from '@souq/contract/moderation';
import { addRoute } from '../../lib/route';
import { publishAfterCommit } from '../member-events/publish-after-commit';
import { assign, decide, getSubject, listQueue } from './moderation.service';

export async function moderationRoutes(app: FastifyInstance) {
  addRoute(app, getModerationQueueRoute, async ({ query }) => listQueue(app.db, query));
  addRoute(app, getModerationSubjectRoute, async ({ query }) => getSubject(app.db, query));
  addRoute(app, decideModerationRoute, async ({ user, body, request }) => {
    const { item, blockedUserId, notices } = await decide(app.db, user.id, body);
    await publishAfterCommit(app, request.log, notices);
    // A block ends the member's sessions: this process forgets them at once.
    if (blockedUserId) app.callerChanged(blockedUserId);
    return item;
  });
  addRoute(app, assignModerationRoute, async ({ user, body }) => assign(app.db, user.id, body));
}
