import type { FastifyInstance } from 'fastify';
import {
  getNotificationsRoute,
  myNotificationsRoute,
  registerDeviceRoute,
  sendNotificationRoute,
} from '@souq/contract/notifications';
import { addRoute } from '../../lib/route';
import { listNotifications, sendNotification } from './send.service';
import { myNotifications, registerDevice } from './inbox.service';

export interface NotificationsOptions {
  /** Whether FCM credentials are configured; shown with each notification until a worker takes it. */
  pushConfigured: boolean;
}

export async function notificationsRoutes(app: FastifyInstance, options: NotificationsOptions) {
  addRoute(app, sendNotificationRoute, async ({ user, body }) =>
    sendNotification(app.db, user.id, body, { pushConfigured: options.pushConfigured }),
  );
  addRoute(app, getNotificationsRoute, async ({ query }) => listNotifications(app.db, query));
  addRoute(app, myNotificationsRoute, async ({ user, query }) => myNotifications(app.db, user.id, query));
  addRoute(app, registerDeviceRoute, async ({ user, body }) => registerDevice(app.db, user.id, body));
}
