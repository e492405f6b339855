import type { FastifyInstance } from 'fastify';
import { addSearchSynonymRoute, deleteSearchSynonymRoute, editSearchSynonymRoute, getSearchSynonymsRoute } from '@souq/contract/search-synonyms';
import { addRoute } from '../../lib/route';
import { addSearchSynonym, deleteSearchSynonym, editSearchSynonym, listSearchSynonyms } from './search-synonyms.service';

export async function searchSynonymsRoutes(app: FastifyInstance) {
  addRoute(app, getSearchSynonymsRoute, async ({ query }) => listSearchSynonyms(app.db, query));
  addRoute(app, addSearchSynonymRoute, async ({ user, body }) => addSearchSynonym(app.db, user.id, body));
  addRoute(app, editSearchSynonymRoute, async ({ user, params, body }) => editSearchSynonym(app.db, user.id, params.id, body));
  addRoute(app, deleteSearchSynonymRoute, async ({ user, params }) => deleteSearchSynonym(app.db, user.id, params.id));
}
