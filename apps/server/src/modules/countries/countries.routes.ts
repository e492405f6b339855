import type { FastifyInstance } from 'fastify';
import { getCountriesAdminRoute, getCountriesRoute, updateCountryRoute } from '@souq/contract/regions';
import { addRoute } from '../../lib/route';
import { listAllCountries, listSelectedCountries, updateCountrySelection } from './countries.service';

/** The selected countries of the add forms (every signed-in role) and the staff countries screen (admin). */
export async function countriesRoutes(app: FastifyInstance) {
  addRoute(app, getCountriesRoute, async () => listSelectedCountries(app.db));
  addRoute(app, getCountriesAdminRoute, async ({ query }) => listAllCountries(app.db, query));
  addRoute(app, updateCountryRoute, async ({ user, body }) => updateCountrySelection(app.db, user.id, body));
}
