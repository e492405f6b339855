import type { FastifyInstance } from 'fastify';
import { addWatchedWordRoute, deleteWatchedWordRoute, editWatchedWordRoute, getWatchedWordsRoute } from '@souq/contract/watched-words';
import { addRoute } from '../../lib/route';
import { addWatchedWord, deleteWatchedWord, editWatchedWord, listWatchedWords } from './watched-words.service';

/** The console's watched words. */
export async function watchedWordsRoutes(app: FastifyInstance) {
  addRoute(app, getWatchedWordsRoute, async () => listWatchedWords(app.db));
  addRoute(app, addWatchedWordRoute, async ({ user, body }) => addWatchedWord(app.db, user.id, body));
  addRoute(app, editWatchedWordRoute, async ({ user, params, body }) => editWatchedWord(app.db, user.id, params.id, body));
  addRoute(app, deleteWatchedWordRoute, async ({ user, params }) => deleteWatchedWord(app.db, user.id, params.id));
}
