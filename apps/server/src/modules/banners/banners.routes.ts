import type { FastifyInstance } from 'fastify';
import { addBannerRoute, deleteBannerRoute, editBannerLinkRoute, getBannersRoute } from '@souq/contract/banners';
import { addRoute } from '../../lib/route';
import { addBanner, deleteBanner, editBannerLink, listBanners } from './banners.service';

export async function bannersRoutes(app: FastifyInstance) {
  addRoute(app, getBannersRoute, async ({ query }) => listBanners(app.db, query));
  addRoute(app, addBannerRoute, async ({ user, body }) => addBanner(app.db, user.id, body));
  addRoute(app, editBannerLinkRoute, async ({ user, body }) => editBannerLink(app.db, user.id, body));
  addRoute(app, deleteBannerRoute, async ({ user, body }) => deleteBanner(app.db, user.id, body.banner_id));
}
