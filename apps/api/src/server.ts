import { buildApp } from './app.js';
import { EnvError, parseEnv } from './env.js';

/** The API process: parse settings, build the app, listen, close gracefully on a signal. */
async function main(): Promise<void> {
  const env = parseEnv();
  const app = await buildApp(env);
  let closing = false;
  const close = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ host: env.HOST, port: env.PORT });
}

main().catch((error: unknown) => {
  // A bad setting is one readable line; anything else keeps its stack for the operator.
  process.stderr.write(
    `${error instanceof EnvError ? error.message : String((error as Error).stack ?? error)}\n`,
  );
  process.exit(1);
});
