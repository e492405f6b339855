import type { FastifyInstance } from 'fastify';
import {
  activityInboxRoute,
  activityUnreadCountRoute,
  getNotificationSettingsRoute,
  markActivityReadRoute,
  updateNotificationSettingsRoute,
} from '@souq/contract/members-activity';
import { addRoute } from '../../lib/route';
import { publishAfterCommit } from '../member-events/publish-after-commit';
import { getUnreadCount, listInbox, markRead } from './member-activity.service';
import { getNotificationSettings, updateNotificationSettings } from './notification-settings.service';

/** Members' API: the activity inbox, its unread count and which kinds reach the member how. */
export async function memberActivityRoutes(app: FastifyInstance) {
  addRoute(app, activityInboxRoute, async ({ user, query }) => listInbox(app.db, user.id, query));
  addRoute(app, activityUnreadCountRoute, async ({ user }) => getUnreadCount(app.db, user.id));
  addRoute(app, markActivityReadRoute, async ({ user, body, request }) => {
    const { answer, notice } = await markRead(app.db, user.id, body);
    await publishAfterCommit(app, request.log, [notice]);
    return answer;
  });
  addRoute(app, getNotificationSettingsRoute, async ({ user }) => getNotificationSettings(app.db, user.id));
  addRoute(app, updateNotificationSettingsRoute, async ({ user, body }) => updateNotificationSettings(app.db, user.id, body));
}
