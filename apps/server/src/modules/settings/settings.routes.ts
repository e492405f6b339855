import type { FastifyInstance } from 'fastify';
import { editAppSettingsRoute, getAppSettingsRoute } from '@souq/contract/settings';
import { addRoute } from '../../lib/route';
import { editAppSettings, getAppSettings } from './settings.service';

export async function settingsRoutes(app: FastifyInstance) {
  addRoute(app, getAppSettingsRoute, async () => getAppSettings(app.db));
  addRoute(app, editAppSettingsRoute, async ({ user, body }) => editAppSettings(app.db, user.id, body));
}
