import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
/** Compiled by test/build-server.ts before the tests run. */
const serverFile = fileURLToPath(new URL('../.test-build/server.js', import.meta.url));

/** Settings of a production server on a free port, with no web app and info logs to read. */
export const SERVER_ENV = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'info',
  JWT_SECRET: 'server-process-test-secret-0123456789abcdef',
  APP_URL: 'http://127.0.0.1:3000',
  WEB_DIST_DIR: '/nonexistent',
  // Production needs Stripe settings; nothing here calls Stripe, so made-up ones do.
  STRIPE_SECRET_KEY: 'sk_test_server_process',
  STRIPE_WEBHOOK_SECRET: 'whsec_server_process',
  STRIPE_PRICE_MONTHLY: 'price_test_monthly',
  STRIPE_PRICE_YEARLY: 'price_test_yearly',
  STRIPE_PRICE_LIFETIME: 'price_test_lifetime',
} as const;

/**
 * A process of the compiled server, as an orchestrator runs it. Workspace packages load from
 * their sources (through tsx), never from their `dist/`, which a build beside the tests rewrites.
 */
export interface ServerProcess {
  child: ChildProcess;
  /** The base URL once the server listens; rejects if the process exits first. */
  listening: Promise<string>;
  /** How the process ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stderr(): string;
  /** Everything it printed (the log on stdout, then stderr), to explain a failed assertion. */
  output(): string;
}

/** Starts the compiled server with exactly `env` (nothing inherited from this machine). */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@freedompath/source', serverFile],
    { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (address?.[1]) resolve(address[1]);
    });
    void exited.then(({ code }) => {
      reject(new Error(`server exited with ${code} before listening:\n${stderr}`));
    });
  });
  // The exit is awaited by whoever needs it; an unawaited rejection here is not a failure.
  listening.catch(() => undefined);
  return {
    child,
    listening,
    exited,
    stderr: () => stderr.trim(),
    output: () => `${stdout}\n${stderr}`,
  };
}

/** The pino lines of what a server process logged, parsed: a test looks for messages or levels. */
export function logLines(server: ServerProcess): { level: number; msg: string }[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string });
}
