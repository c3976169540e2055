import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Reads and writes cookies: only the refresh token travels in one (see auth-sessions). */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCookie);
  },
  { name: 'cookie' },
);
