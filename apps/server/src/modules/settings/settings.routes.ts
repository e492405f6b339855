import type { FastifyInstance } from 'fastify';
import { editAppSettingsRoute, getAppSettingsRoute, publicInfoRoute } from '@souq/contract/settings';
import { addRoute } from '../../lib/route';
import { editAppSettings, getAppSettings, getPublicInfo } from './settings.service';

export async function settingsRoutes(app: FastifyInstance, options: { stores: { android: string; ios: string } }) {
  addRoute(app, getAppSettingsRoute, async () => getAppSettings(app.db));
  addRoute(app, publicInfoRoute, async () => getPublicInfo(app.db, options.stores));
  addRoute(app, editAppSettingsRoute, async ({ user, body }) => editAppSettings(app.db, user.id, body));
}
