import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Once the app is closing, every response still in flight says `Connection: close`. Node closes
 * only the keep-alive connections that are idle when the server closes; one whose request is
 * still running would otherwise stay open after its answer until the keep-alive timeout (72 s)
 * and hold the shutdown that long.
 */
export default fp(
  (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) void reply.header('connection', 'close');
    });
  },
  { name: 'close-connections-on-close' },
);
