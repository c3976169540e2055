import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url));

/** Boots the real server process with `env` and returns how it ended. */
function boot(env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=@freedompath/source', serverFile],
    {
      // Only the variables under test: the child must not inherit this machine's settings.
      env,
      encoding: 'utf8',
      timeout: 20_000,
    },
  );
  return { status: result.status, stderr: result.stderr.trim() };
}

describe('server boot', () => {
  it.each([
    [
      { PORT: 'abc', NODE_ENV: 'development' },
      'Invalid environment: PORT must be a number (got "abc")',
    ],
    [
      { DATABASE_URL: 'not-a-url', NODE_ENV: 'development' },
      'Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL',
    ],
    [{}, 'Invalid environment: JWT_SECRET is required when NODE_ENV is production'],
  ])('stops with one line naming the bad variable (%o)', (env, line) => {
    const { status, stderr } = boot(env);
    expect(status).toBe(1);
    expect(stderr).toBe(line);
  });
});
