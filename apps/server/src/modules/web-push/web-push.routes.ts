import type { FastifyInstance } from 'fastify';
import { webPushKeyRoute, webPushSubscribeRoute, webPushUnsubscribeRoute } from '@souq/contract/members-web-push';
import { addRoute } from '../../lib/route';
import type { EndpointHostRule } from './endpoint-hosts';
import { subscribeWebPush, unsubscribeWebPush } from './web-push.service';

export interface WebPushRoutesOptions {
  /** The VAPID public key browsers subscribe with. */
  publicKey: string;
  endpointHosts: readonly EndpointHostRule[];
}

/** Members' API: the browser's Web Push subscription. */
export async function webPushRoutes(app: FastifyInstance, options: WebPushRoutesOptions) {
  addRoute(app, webPushKeyRoute, async () => ({ publicKey: options.publicKey }));
  addRoute(app, webPushSubscribeRoute, async ({ user, body }) => subscribeWebPush(app.db, user.id, body, options.endpointHosts));
  addRoute(app, webPushUnsubscribeRoute, async ({ user, body }) => unsubscribeWebPush(app.db, user.id, body));
}
