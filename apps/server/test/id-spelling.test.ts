import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeTable } from '@souq/contract/routes';

const UPPER = '3F1C2A9E-7B4D-4C8A-9E21-5D6F8A0B1C2D';
// Fields named like ids that are not UUIDs: country codes and the settings record's own key.
const NOT_UUIDS = new Set(['country_id', 'settingID']);
const ID_FIELD = /(^|_)id$|Id$|ID$/;

/** Every id field the routes take in their body or query string, with the schema that reads it. */
function idFields() {
  return routeTable.flatMap((route) =>
    [route.body, route.query].flatMap((schema) =>
      schema instanceof z.ZodObject
        ? Object.entries(schema.shape as Record<string, z.ZodType>)
            .filter(([name]) => ID_FIELD.test(name) && !NOT_UUIDS.has(name))
            .map(([name, field]) => ({ where: `${route.method} ${route.path} ${name}`, field }))
        : [],
    ),
  );
}

describe('ids in requests', () => {
  it('reach every handler in one spelling: an upper-case UUID arrives lower-case', () => {
    const fields = idFields();
    expect(fields.length).toBeGreaterThan(30);
    const otherwise = fields.filter(({ field }) => field.safeParse(UPPER).data !== UPPER.toLowerCase()).map(({ where }) => where);
    expect(otherwise).toEqual([]);
  });
});
