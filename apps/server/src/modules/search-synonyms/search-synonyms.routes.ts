import type { FastifyInstance } from 'fastify';
import { addSearchSynonymRoute, deleteSearchSynonymRoute, editSearchSynonymRoute, getSearchSynonymsRoute } from '@souq/contract/search-synonyms';
import { addRoute } from '../../lib/route';
import { addSearchSynonym, deleteSearchSynonym, editSearchSynonym, listSearchSynonyms } from './search-synonyms.service';

export async function searchSynonymsRoutes(app: FastifyInstance) {
  addRoute(app, getSearchSynonymsRoute, async ({ query }) => listSearchSynonyms(app.db, query));
  // The change is announced to every server by the database, after the commit; this one also
  // forgets at once, so the editor's next search here already reads the new synonyms.
  const thenForget = async <T>(change: Promise<T>): Promise<T> => {
    try {
      return await change;
    } finally {
      app.textQueries.forget();
    }
  };
  addRoute(app, addSearchSynonymRoute, async ({ user, body }) => thenForget(addSearchSynonym(app.db, user.id, body)));
  addRoute(app, editSearchSynonymRoute, async ({ user, params, body }) => thenForget(editSearchSynonym(app.db, user.id, params.id, body)));
  addRoute(app, deleteSearchSynonymRoute, async ({ user, params }) => thenForget(deleteSearchSynonym(app.db, user.id, params.id)));
}
