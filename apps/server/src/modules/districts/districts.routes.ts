import type { FastifyInstance } from 'fastify';
import { addDistrictRoute, editDistrictRoute, getDistrictsRoute } from '@souq/contract/regions';
import { addRoute } from '../../lib/route';
import { addDistrict, editDistrict, listDistricts } from './districts.service';

/** A country's districts (every signed-in role; also the staff screen's list) and their add and edit (admin). */
export async function districtsRoutes(app: FastifyInstance) {
  addRoute(app, getDistrictsRoute, async ({ query }) => listDistricts(app.db, query));
  addRoute(app, addDistrictRoute, async ({ user, body }) => addDistrict(app.db, user.id, body));
  addRoute(app, editDistrictRoute, async ({ user, body }) => editDistrict(app.db, user.id, body));
}
