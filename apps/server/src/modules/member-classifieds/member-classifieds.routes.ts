import type { FastifyInstance } from 'fastify';
import {
  createClassifiedRoute,
  deleteClassifiedRoute,
  favouriteClassifiedRoute,
  getMemberClassifiedRoute,
  markClassifiedSoldRoute,
  myClassifiedsRoute,
  myFavouritesRoute,
  reportClassifiedRoute,
  searchClassifiedsRoute,
  suggestClassifiedsRoute,
  unfavouriteClassifiedRoute,
  updateClassifiedRoute,
} from '@souq/contract/members-classifieds';
import { addRoute } from '../../lib/route';
import { viewerIdOf } from '../../lib/member-visibility';
import {
  createListing,
  deleteListing,
  favourite,
  getListing,
  markSold,
  myFavourites,
  myListings,
  reportListing,
  searchClassifieds,
  suggestSearches,
  unfavourite,
  updateListing,
} from './member-classifieds.service';

/** Members' API: buying and selling. */
export async function memberClassifiedsRoutes(app: FastifyInstance) {
  addRoute(app, searchClassifiedsRoute, async ({ user, query }) => searchClassifieds(app.db, viewerIdOf(user), query));
  addRoute(app, suggestClassifiedsRoute, async ({ query }) => suggestSearches(app.db, query.q));
  addRoute(app, getMemberClassifiedRoute, async ({ user, params }) => getListing(app.db, viewerIdOf(user), params.id));
  addRoute(app, myClassifiedsRoute, async ({ user, query }) => myListings(app.db, user.id, query));
  addRoute(app, myFavouritesRoute, async ({ user, query }) => myFavourites(app.db, user.id, query));

  addRoute(app, createClassifiedRoute, async ({ user, body }) => createListing(app.db, app.storage, user.id, body));
  addRoute(app, updateClassifiedRoute, async ({ user, params, body }) => updateListing(app.db, app.storage, user.id, params.id, body));
  addRoute(app, deleteClassifiedRoute, async ({ user, params }) => deleteListing(app.db, user.id, params.id));
  addRoute(app, markClassifiedSoldRoute, async ({ user, params }) => markSold(app.db, user.id, params.id));
  addRoute(app, favouriteClassifiedRoute, async ({ user, params }) => favourite(app.db, user.id, params.id));
  addRoute(app, unfavouriteClassifiedRoute, async ({ user, params }) => unfavourite(app.db, user.id, params.id));
  addRoute(app, reportClassifiedRoute, async ({ user, params, body }) => reportListing(app.db, user.id, params.id, body));
}
