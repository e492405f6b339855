import type { FastifyInstance } from 'fastify';
import {
  classifiedContactEventRoute,
  createClassifiedRoute,
  deleteClassifiedRoute,
  favouriteClassifiedRoute,
  getMemberClassifiedRoute,
  markClassifiedSoldRoute,
  bumpClassifiedRoute,
  renewClassifiedRoute,
  memberCategoriesRoute,
  memberClassifiedsRoute,
  myClassifiedsRoute,
  myFavouritesRoute,
  reportClassifiedRoute,
  searchClassifiedsRoute,
  suggestClassifiedsRoute,
  unfavouriteClassifiedRoute,
  updateClassifiedRoute,
} from '@souq/contract/members-classifieds-routes';
import { releaseReservationRoute } from '@souq/contract/members-offers-routes';
import { addRoute } from '../../lib/route';
import { viewerIdOf } from '../../lib/member-visibility';
import {
  bump,
  renew,
  createListing,
  deleteListing,
  favourite,
  openListing,
  markSold,
  releaseReservation,
  myFavourites,
  myListings,
  reportListing,
  searchClassifieds,
  sellerListings,
  suggestSearches,
  unfavourite,
  updateListing,
} from './member-classifieds.service';
import { recordContact } from './listing-stats';
import { categoriesInUse } from './categories-in-use';

/** Members' API: buying and selling. */
export async function memberClassifiedsRoutes(app: FastifyInstance) {
  addRoute(app, searchClassifiedsRoute, async ({ user, query }) => searchClassifieds(app.db, viewerIdOf(user), query, { texts: app.textQueries }));
  addRoute(app, memberCategoriesRoute, async ({ query }) => categoriesInUse(app.db, query.country_id));
  addRoute(app, suggestClassifiedsRoute, async ({ query }) => suggestSearches(app.db, query.q));
  // Staff reading a listing are not buyers, and a visitor has no account to count once a day:
  // only members' openings count as views.
  addRoute(app, getMemberClassifiedRoute, async ({ user, params }) => openListing(app.db, viewerIdOf(user), params.id, user?.role === 'user'));
  addRoute(app, myClassifiedsRoute, async ({ user, query }) => myListings(app.db, user.id, query));
  addRoute(app, memberClassifiedsRoute, async ({ user, params, query }) => sellerListings(app.db, viewerIdOf(user), params.id, query));
  addRoute(app, myFavouritesRoute, async ({ user, query }) => myFavourites(app.db, user.id, query));

  addRoute(app, createClassifiedRoute, async ({ user, body }) => createListing(app.db, app.storage, user.id, body));
  addRoute(app, updateClassifiedRoute, async ({ user, params, body }) => updateListing(app.db, app.storage, user.id, params.id, body));
  addRoute(app, deleteClassifiedRoute, async ({ user, params }) => deleteListing(app.db, user.id, params.id));
  addRoute(app, markClassifiedSoldRoute, async ({ user, params }) => markSold(app.db, user.id, params.id));
  addRoute(app, releaseReservationRoute, async ({ user, params }) => releaseReservation(app.db, user.id, params.id));
  addRoute(app, renewClassifiedRoute, async ({ user, params }) => renew(app.db, user.id, params.id));
  addRoute(app, bumpClassifiedRoute, async ({ user, params }) => bump(app.db, user.id, params.id));
  addRoute(app, favouriteClassifiedRoute, async ({ user, params }) => favourite(app.db, user.id, params.id));
  addRoute(app, unfavouriteClassifiedRoute, async ({ user, params }) => unfavourite(app.db, user.id, params.id));
  addRoute(app, classifiedContactEventRoute, async ({ user, params, body }) => recordContact(app.db, user.id, params.id, body.kind));
  addRoute(app, reportClassifiedRoute, async ({ user, params, body }) => reportListing(app.db, user.id, params.id, body));
}
