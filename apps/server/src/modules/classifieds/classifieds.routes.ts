import type { FastifyInstance } from 'fastify';
import { addClassifiedRoutes, type AddClassifiedRoute, allowClassifiedRoute, getClassifiedRoute, getClassifiedsByAdminRoute } from '@souq/contract/classifieds';
import { CLASSIFIED_TYPE_KEYS } from '@souq/contract/constants';
import { featureListingRoute, getListingFeatureRoute, unfeatureListingRoute } from '@souq/contract/listing-featuring';
import { addRoute } from '../../lib/route';
import { featureListing, listingFeature, unfeatureListing } from '../listing-lifetime/featuring.service';
import { publishAfterCommit } from '../member-events/publish-after-commit';
import { getClassified } from './classifieds.queries';
import { addClassified, allowClassified, listClassifieds } from './classifieds.service';

export async function classifiedsRoutes(app: FastifyInstance) {
  addRoute(app, getClassifiedsByAdminRoute, async ({ query }) => listClassifieds(app.db, query));
  addRoute(app, getClassifiedRoute, async ({ query }) => getClassified(app.db, query.classified_id));
  addRoute(app, getListingFeatureRoute, async ({ query }) => listingFeature(app.db, query.classified_id));
  addRoute(app, featureListingRoute, async ({ user, body }) => featureListing(app.db, user.id, body));
  addRoute(app, unfeatureListingRoute, async ({ user, body }) => unfeatureListing(app.db, user.id, body.classified_id));
  addRoute(app, allowClassifiedRoute, async ({ user, body, request }) => {
    const { answer, notices } = await allowClassified(app.db, user.id, body);
    await publishAfterCommit(app, request.log, notices);
    return answer;
  });

  // One endpoint per type: each validates its own body, and the category must be of its type.
  for (const type of CLASSIFIED_TYPE_KEYS) {
    const route: AddClassifiedRoute = addClassifiedRoutes[type];
    addRoute(app, route, async ({ user, body }) => addClassified(app.db, user.id, type, body));
  }
}
