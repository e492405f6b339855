import type { FastifyInstance } from 'fastify';
import { addDropdownValueRoute, addDropdownValuesBulkRoute, BULK_KEY, getDropdownValuesRoute } from '@souq/contract/dropdown-values';
import { addRoute } from '../../lib/route';
import { addDropdownValuesBulk } from './bulk';
import { addDropdownValue, listDropdownValues } from './dropdown-values.service';

// 50,000 rows of two names and three ids, Arabic included, is about 12 MB of JSON; the app's
// 1 MB default would refuse a list the contract allows.
const BULK_BODY_LIMIT = 24 * 1024 * 1024;

export async function dropdownValuesRoutes(app: FastifyInstance) {
  addRoute(app, getDropdownValuesRoute, async ({ query }) => listDropdownValues(app.db, query));
  addRoute(app, addDropdownValueRoute, async ({ user, body }) => addDropdownValue(app.db, user.id, body));

  app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = BULK_BODY_LIMIT;
    });
    addRoute(scope, addDropdownValuesBulkRoute, async ({ user, body }) => addDropdownValuesBulk(app.db, user.id, body[BULK_KEY], body.fileName));
  });
}
