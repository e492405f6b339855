import type { FastifyInstance } from 'fastify';
import { getNotificationsRoute, myNotificationsRoute, registerDeviceRoute, sendNotificationRoute } from '@souq/contract/notifications';
import { addRoute } from '../../lib/route';
import { EVERYONE, publishAfterCommit } from '../member-events/publish-after-commit';
import { listNotifications, sendNotification } from './send.service';
import { myNotifications, registerDevice } from './inbox.service';

export interface NotificationsOptions {
  /** Whether FCM credentials are configured; shown with each notification until a worker takes it. */
  pushConfigured: boolean;
}

export async function notificationsRoutes(app: FastifyInstance, options: NotificationsOptions) {
  addRoute(app, sendNotificationRoute, async ({ user, body, request }) => {
    const { recipientIds, ...answer } = await sendNotification(app.db, user.id, body, { pushConfigured: options.pushConfigured });
    // Members with an open event stream see it at once: one broadcast for everyone, however many they are.
    const { _id, title, description, createdAt } = answer.notification;
    const event = { type: 'notification' as const, data: { _id, title, description, createdAt: createdAt.toISOString() } };
    await publishAfterCommit(app, request.log, [{ to: answer.notification.audience === 'all' ? EVERYONE : recipientIds, event }]);
    return answer;
  });
  addRoute(app, getNotificationsRoute, async ({ query }) => listNotifications(app.db, query));
  addRoute(app, myNotificationsRoute, async ({ user, query }) => myNotifications(app.db, user.id, query));
  addRoute(app, registerDeviceRoute, async ({ user, body }) => registerDevice(app.db, user.id, body));
}
