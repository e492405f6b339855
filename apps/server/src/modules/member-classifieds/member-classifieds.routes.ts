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
  unfavouriteClassifiedRoute,
  updateClassifiedRoute,
} from '@souq/contract/members-classifieds';
import { addRoute } from '../../lib/route';
import { memberWrites } from '../../lib/member-throttle';
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
  unfavourite,
  updateListing,
} from './member-classifieds.service';

/** Members' API (issue 18): buying and selling. */
export async function memberClassifiedsRoutes(app: FastifyInstance) {
  addRoute(app, searchClassifiedsRoute, async ({ user, query }) => searchClassifieds(app.db, user.id, query));
  addRoute(app, getMemberClassifiedRoute, async ({ user, params }) => getListing(app.db, user.id, params.id));
  addRoute(app, myClassifiedsRoute, async ({ user, query }) => myListings(app.db, user.id, query));
  addRoute(app, myFavouritesRoute, async ({ user, query }) => myFavourites(app.db, user.id, query));

  await app.register(async (scope) => {
    scope.addHook('preValidation', memberWrites(app, 'listings'));
    addRoute(scope, createClassifiedRoute, async ({ user, body }) => createListing(app.db, app.storage, user.id, body));
    addRoute(scope, updateClassifiedRoute, async ({ user, params, body }) => updateListing(app.db, app.storage, user.id, params.id, body));
    addRoute(scope, deleteClassifiedRoute, async ({ user, params }) => deleteListing(app.db, user.id, params.id));
    addRoute(scope, markClassifiedSoldRoute, async ({ user, params }) => markSold(app.db, user.id, params.id));
  });

  await app.register(async (scope) => {
    scope.addHook('preValidation', memberWrites(app, 'favourites'));
    addRoute(scope, favouriteClassifiedRoute, async ({ user, params }) => favourite(app.db, user.id, params.id));
    addRoute(scope, unfavouriteClassifiedRoute, async ({ user, params }) => unfavourite(app.db, user.id, params.id));
  });

  await app.register(async (scope) => {
    scope.addHook('preValidation', memberWrites(app, 'reports'));
    addRoute(scope, reportClassifiedRoute, async ({ user, params, body }) => reportListing(app.db, user.id, params.id, body));
  });
}
