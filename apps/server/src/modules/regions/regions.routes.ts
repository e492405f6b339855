import type { FastifyInstance } from 'fastify';
import { getAreasRoute, getCountriesRoute, getDistrictsRoute } from '@souq/contract/regions';
import { addRoute } from '../../lib/route';
import { listAreas, listDistricts, listSelectedCountries } from './regions.service';

/** The look-ups of the add forms; issue 6 registers the staff region routes here as well. */
export async function regionsRoutes(app: FastifyInstance) {
  addRoute(app, getCountriesRoute, async () => listSelectedCountries(app.db));
  addRoute(app, getDistrictsRoute, async ({ query }) => listDistricts(app.db, query));
  addRoute(app, getAreasRoute, async ({ query }) => listAreas(app.db, query.district_id));
}
