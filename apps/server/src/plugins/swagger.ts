import fp from 'fastify-plugin';
import { STAFF_ROLES } from '@souq/contract/constants';
import type { ApiDocsAudience } from '../config';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiSchemas } from '../lib/route-docs';
import { finishDocument } from '../lib/openapi-document';

const zodToJsonConfig = {
  // Times are Dates inside the server and ISO strings on the wire.
  override: (ctx: { zodSchema: { _zod: { def: { type: string } } }; jsonSchema: object }) => {
    if (ctx.zodSchema._zod.def.type === 'date') Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
  },
  unrepresentable: 'any' as const,
};

/** OpenAPI generated from the contract's zod schemas, browsable at /api/docs (API_DOCS says by whom). */
export const swaggerPlugin = fp(async (app, { audience }: { audience: Exclude<ApiDocsAudience, 'off'> }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Souq API',
        version: '1.0.0',
        description:
          'The API of the Souq apps and staff console. Every refusal answers the `Error` schema: `error` in words, `fields` for refused input, `requestId` for failures.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: createJsonSchemaTransform({
      skipList: ['/api/docs', '/api/docs/*', '/uploads/*', '/'],
      schemaRegistry: apiSchemas,
      zodToJsonConfig,
    }),
    transformObject: (documentObject) => {
      const generated = createJsonSchemaTransformObject({ schemaRegistry: apiSchemas, zodToJsonConfig })(documentObject);
      return finishDocument(generated as Record<string, unknown>) as typeof generated;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // API_DOCS=staff: the explorer and the document answer only to a staff token, like the console's API.
    uiHooks: audience === 'staff' ? { onRequest: app.guard(STAFF_ROLES) } : {},
  });
});
