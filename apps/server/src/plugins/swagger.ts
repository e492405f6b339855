import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's zod schemas, browsable at /api/docs. */
export const swaggerPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Souq API',
        version: '1.0.0',
        description: 'The API of the Souq apps and staff console. Errors answer `{ "error": text }`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: createJsonSchemaTransform({
      skipList: ['/api/docs', '/api/docs/*', '/uploads/*', '/'],
      zodToJsonConfig: {
        // Times are Dates inside the server and ISO strings on the wire.
        override: (ctx) => {
          const def = ctx.zodSchema._zod.def;
          if (def.type === 'date') Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
        },
        unrepresentable: 'any',
      },
    }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
