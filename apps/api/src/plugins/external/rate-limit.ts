import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `app.createRateLimit` for the routes that need limits (sign-in and the other account routes
 * count per address and per e-mail). Nothing is limited globally. The client address is the
 * socket's unless `TRUST_PROXY` names a proxy, so a made-up X-Forwarded-For resets nothing.
 */
export default fp(
  async (app: FastifyInstance) => {
    // Room for many clients: a flood of other keys must not evict a client's counter.
    await app.register(fastifyRateLimit, { global: false, cache: 100_000 });
  },
  { name: 'rate-limit' },
);
