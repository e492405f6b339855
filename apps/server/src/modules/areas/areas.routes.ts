import type { FastifyInstance } from 'fastify';
import { addAreaRoute, editAreaRoute, getAreasAdminRoute, getAreasRoute } from '@souq/contract/regions';
import { addRoute } from '../../lib/route';
import { addArea, editArea, listAreas, listAreasForAdmin } from './areas.service';

/** A district's areas for the add forms (every signed-in role) and the staff areas screen (admin). */
export async function areasRoutes(app: FastifyInstance) {
  addRoute(app, getAreasRoute, async ({ query }) => listAreas(app.db, query.district_id));
  addRoute(app, getAreasAdminRoute, async ({ query }) => listAreasForAdmin(app.db, query));
  addRoute(app, addAreaRoute, async ({ user, body }) => addArea(app.db, user.id, body));
  addRoute(app, editAreaRoute, async ({ user, body }) => editArea(app.db, user.id, body));
}
