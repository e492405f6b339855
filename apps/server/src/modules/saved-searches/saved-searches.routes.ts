import type { FastifyInstance } from 'fastify';
import {
  createSavedSearchRoute,
  deleteSavedSearchRoute,
  listSavedSearchesRoute,
  openSavedSearchRoute,
  unsubscribeSavedSearchRoute,
  updateSavedSearchRoute,
} from '@souq/contract/members-saved-searches';
import { addRoute } from '../../lib/route';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, openSavedSearch, unsubscribeSavedSearch, updateSavedSearch } from './saved-searches.service';

/** Members' API: saved searches and their alerts; the digest's unsubscribe link. */
export async function savedSearchesRoutes(app: FastifyInstance, options: { unsubscribeSecret: string }) {
  addRoute(app, createSavedSearchRoute, async ({ user, body }) => createSavedSearch(app.db, user.id, body));
  addRoute(app, listSavedSearchesRoute, async ({ user }) => listSavedSearches(app.db, user.id));
  addRoute(app, updateSavedSearchRoute, async ({ user, params, body }) => updateSavedSearch(app.db, user.id, params.id, body));
  addRoute(app, openSavedSearchRoute, async ({ user, params }) => openSavedSearch(app.db, user.id, params.id));
  addRoute(app, deleteSavedSearchRoute, async ({ user, params }) => deleteSavedSearch(app.db, user.id, params.id));
  addRoute(app, unsubscribeSavedSearchRoute, async ({ body }) => unsubscribeSavedSearch(app.db, options.unsubscribeSecret, body.token));
}
