import type { FastifyInstance } from 'fastify';
import {
  addAreaRoute,
  addDistrictRoute,
  editAreaRoute,
  editDistrictRoute,
  getAreasAdminRoute,
  getAreasRoute,
  getCountriesAdminRoute,
  getCountriesRoute,
  getDistrictsRoute,
  updateCountryRoute,
} from '@souq/contract/regions';
import { addRoute } from '../../lib/route';
import {
  addArea,
  addDistrict,
  editArea,
  editDistrict,
  listAllCountries,
  listAreas,
  listAreasForAdmin,
  listDistricts,
  listSelectedCountries,
  updateCountrySelection,
} from './regions.service';

/** The look-ups of the add forms (every signed-in role) and the staff region screens (admin). */
export async function regionsRoutes(app: FastifyInstance) {
  addRoute(app, getCountriesRoute, async () => listSelectedCountries(app.db));
  addRoute(app, getDistrictsRoute, async ({ query }) => listDistricts(app.db, query));
  addRoute(app, getAreasRoute, async ({ query }) => listAreas(app.db, query.district_id));

  addRoute(app, getCountriesAdminRoute, async ({ query }) => listAllCountries(app.db, query));
  addRoute(app, updateCountryRoute, async ({ user, body }) => updateCountrySelection(app.db, user.id, body));
  addRoute(app, addDistrictRoute, async ({ user, body }) => addDistrict(app.db, user.id, body));
  addRoute(app, editDistrictRoute, async ({ user, body }) => editDistrict(app.db, user.id, body));
  addRoute(app, getAreasAdminRoute, async ({ query }) => listAreasForAdmin(app.db, query));
  addRoute(app, addAreaRoute, async ({ user, body }) => addArea(app.db, user.id, body));
  addRoute(app, editAreaRoute, async ({ user, body }) => editArea(app.db, user.id, body));
}
