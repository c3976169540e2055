import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI 3.1 document generated from the routes' zod schemas, and Swagger UI to read it. */
export default fp(
  async (app: FastifyInstance, options: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'FreedomPath API',
          description: 'Accounts, calculation quota, billing and analytics of FreedomPath.',
          version: options.version,
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Its own policy replaces helmet's and cannot see the request's protocol. Without the
      // upgrade the docs load over plain http too; they reference only their own files.
      transformStaticCSP: (policy) => policy.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  },
  { name: 'swagger' },
);
