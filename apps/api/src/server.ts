import { setTimeout as sleep } from 'node:timers/promises';
import { inspect } from 'node:util';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { parseEnv } from './env.js';
import { logRuntimeMetrics } from './lib/log-runtime-metrics.js';
import { StartupError } from './lib/startup-error.js';

/** In-flight requests get this long to finish after SIGTERM or SIGINT (ADR 013). */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * The API process: parse settings, build the app, listen. On SIGTERM or SIGINT it drains for
 * `SHUTDOWN_DRAIN_MS` (readiness 503, everything still served), stops accepting connections, lets
 * in-flight requests finish, closes the database and exits 0; a second signal, or a close that
 * outlasts the drain and the grace period, exits 1 at once.
 */
async function main(): Promise<void> {
  const env = parseEnv();
  const app = await buildApp(env);
  logRuntimeMetrics(app, env.RUNTIME_METRICS_INTERVAL_MS);
  closeWithGrace(
    {
      delay: env.SHUTDOWN_DRAIN_MS + SHUTDOWN_GRACE_MS,
      logger: { error: (message: unknown) => app.log.error(message) },
    },
    async ({ signal, err }) => {
      if (err) app.log.fatal({ err }, 'fatal error, closing');
      else if (env.SHUTDOWN_DRAIN_MS > 0) {
        app.log.info(`${signal ?? 'exit'} received, draining for ${env.SHUTDOWN_DRAIN_MS} ms`);
        app.drain();
        await sleep(env.SHUTDOWN_DRAIN_MS);
        app.log.info('drained, closing');
      } else app.log.info(`${signal ?? 'exit'} received, closing`);
      await app.close();
    },
  );
  await app.listen({ host: env.HOST, port: env.PORT });
}

main().catch((error: unknown) => {
  // A cause an operator can act on is one readable line; anything else keeps its stack.
  process.stderr.write(`${error instanceof StartupError ? error.message : inspect(error)}\n`);
  process.exit(1);
});
