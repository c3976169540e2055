import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from `drain()` (or the close) on: readiness answers 503. */
    readonly draining: boolean;
    /** Starts the drain before a shutdown: see the plugin. */
    drain(): void;
  }
}

/**
 * The shutdown's first half (ADR 013). From `drain()`, which the server calls on SIGTERM for
 * `SHUTDOWN_DRAIN_MS` before closing, readiness answers 503, so a load balancer takes the
 * instance out of its pool while it still serves everything sent to it; and every response says
 * `Connection: close`, so each keep-alive connection ends with an answer instead of idling.
 * Without the drain, `app.close()` destroys the idle keep-alive connections at once, and a
 * balancer that had just sent a request on one sees it reset, not knowing whether it ran.
 *
 * The close sets the same state: a response still in flight then says `Connection: close` too,
 * or its connection would stay open after it until the keep-alive timeout (72 s) and hold the
 * shutdown that long.
 */
export default fp(
  (app: FastifyInstance) => {
    let draining = false;
    app.decorate('draining', {
      getter: () => draining,
    });
    app.decorate('drain', () => {
      draining = true;
    });
    app.addHook('preClose', (done) => {
      draining = true;
      done();
    });
    app.addHook('onSend', async (_request, reply) => {
      if (draining) void reply.header('connection', 'close');
    });
  },
  { name: 'shutdown-drain' },
);
