import { Redis } from 'ioredis';

/** Where the tests look for Redis: `TEST_REDIS_URL`, else the local default. */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers at `url` within a second. */
async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * Whether the tests that need Redis can run: under `CI=true` a missing Redis is an error
 * (`.ci/run` starts one); elsewhere they skip, saying why.
 */
export async function hasTestRedis(what: string): Promise<boolean> {
  if (await redisAnswers(testRedisUrl)) return true;
  if (process.env.CI === 'true') {
    throw new Error(`CI=true needs Redis at ${testRedisUrl} (TEST_REDIS_URL): .ci/run starts one.`);
  }
  process.stdout.write(
    `[test-redis] SKIPPED ${what}: no Redis answers at ${testRedisUrl}; start one or set TEST_REDIS_URL\n`,
  );
  return false;
}
