import { randomInt } from 'node:crypto';
import { once } from 'node:events';
import net from 'node:net';
import Fastify from 'fastify';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { uniqueEmail } from '../../../test/accounts.js';
import { buildAppOn } from '../../../test/build-test-app.js';
import { startTcpProxy } from '../../../test/tcp-proxy.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { hasTestRedis, testRedisUrl } from '../../../test/test-redis.js';
import type { App } from '../../app.js';
import { byIp, rateLimitCheck } from '../../lib/rate-limit-check.js';
import rateLimit from './rate-limit.js';

/** The limit per address and minute on the sign-in route in this file's apps. */
const PER_MINUTE = 4;

const hasRedis = await hasTestRedis('the shared rate-limit tests');

const database = await createTestDatabase();
afterAll(() => database.drop());

/** The real app on this file's database, closed after the test. */
async function startApp(settings: Record<string, string> = {}): Promise<App> {
  const app = await buildAppOn(database, {
    RATE_LIMIT_IP_PER_MINUTE: String(PER_MINUTE),
    ...settings,
  });
  onTestFinished(() => app.close());
  await app.ready();
  return app;
}

/**
 * An address no other test (nor another run against the same Redis) uses: the counters of a
 * run live in Redis for a minute.
 */
function uniqueAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A failed sign-in from `remoteAddress`: 401 while under the limit, then 429. */
async function signIn(app: App, remoteAddress: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/signin',
    payload: { email: uniqueEmail('limited'), password: 'wrong password!' },
    remoteAddress,
  });
  return response.statusCode;
}

/** Signs in `count` times from one address, taking turns between `apps`. */
async function signInTurns(apps: App[], remoteAddress: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) {
    statuses.push(await signIn(apps[attempt % apps.length]!, remoteAddress));
  }
  return statuses;
}

/** `count` times `status`. */
function repeated(status: number, count: number): number[] {
  return Array.from({ length: count }, () => status);
}

/** pino's level number of `warn`. */
const WARN = 40;

/**
 * The rate-limit plugin alone, with one route limited to PER_MINUTE per address and its log
 * captured: the faults of Redis without the cost of the real sign-in.
 */
async function startLimitedApp(redisUrl?: string) {
  const logs: { level: number; msg: string; [key: string]: unknown }[] = [];
  const app = Fastify({
    logger: {
      level: 'info',
      stream: { write: (line: string) => logs.push(JSON.parse(line) as (typeof logs)[number]) },
    },
  });
  onTestFinished(() => app.close());
  await app.register(rateLimit, { redisUrl });
  const check = rateLimitCheck(app, 'test', { max: PER_MINUTE, windowMs: 60_000 }, byIp);
  app.post('/limited', { onRequest: check }, () => ({}));
  await app.ready();
  const attempts = async (remoteAddress: string, count: number): Promise<number[]> => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < count; attempt += 1) {
      const response = await app.inject({ method: 'POST', url: '/limited', remoteAddress });
      statuses.push(response.statusCode);
    }
    return statuses;
  };
  return { app, logs, attempts };
}

/** Polls until `check` holds; the bound only guards against a hang. */
async function eventually(check: () => boolean, what: string): Promise<void> {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error(`still not true: ${what}`);
    },
    { timeout: 20_000, interval: 50 },
  );
}

describe('rate limits without REDIS_URL', () => {
  it('are counted by each process alone', async () => {
    const apps = [await startApp(), await startApp()];
    const statuses = await signInTurns(apps, uniqueAddress(), 2 * PER_MINUTE + 2);
    expect(statuses).toEqual([...repeated(401, 2 * PER_MINUTE), 429, 429]);
  });

  it('keep a counter however many other addresses come after it', async () => {
    const { attempts } = await startLimitedApp();
    const client = uniqueAddress();
    expect(await attempts(client, PER_MINUTE + 1)).toEqual([...repeated(200, PER_MINUTE), 429]);
    // More addresses than @fastify/rate-limit's default of 5,000 counters per limit.
    for (let other = 0; other < 6_000; other += 1) {
      await attempts(`192.168.${other >> 8}.${other & 255}`, 1);
    }
    expect(await attempts(client, 1)).toEqual([429]);
  });
});

describe.skipIf(!hasRedis)('rate limits with REDIS_URL', () => {
  it('are shared by every process on the same Redis', async () => {
    const apps = [
      await startApp({ REDIS_URL: testRedisUrl }),
      await startApp({ REDIS_URL: testRedisUrl }),
    ];
    const statuses = await signInTurns(apps, uniqueAddress(), PER_MINUTE + 2);
    expect(statuses).toEqual([...repeated(401, PER_MINUTE), 429, 429]);
  });

  it('let requests through uncounted while Redis hangs or is cut, and count again once it is back', async () => {
    const proxy = await startTcpProxy(testRedisUrl);
    onTestFinished(() => proxy.close());
    const { attempts, logs } = await startLimitedApp(proxy.url);
    const counted = uniqueAddress();
    expect(await attempts(counted, 1)).toEqual([200]);

    // Redis stops answering: each count gives up after its timeout and the silent connection is
    // dropped. Past the limit nothing is refused and nothing fails.
    proxy.delayServerReplies(20_000);
    const other = uniqueAddress();
    expect(await attempts(other, PER_MINUTE + 1)).toEqual(repeated(200, PER_MINUTE + 1));
    await eventually(() => logs.some(({ level }) => level === WARN), 'the loss is logged');
    // Then it is gone altogether.
    proxy.cut();
    expect(await attempts(other, PER_MINUTE + 1)).toEqual(repeated(200, PER_MINUTE + 1));

    const before = logs.length;
    proxy.delayServerReplies(0);
    proxy.restore();
    await eventually(
      () => logs.slice(before).some(({ msg }) => msg.startsWith('rate limits: counting in Redis')),
      'Redis counts again',
    );
    // The count made before the outage is still there: PER_MINUTE - 1 more, then refused.
    expect(await attempts(counted, PER_MINUTE)).toEqual([...repeated(200, PER_MINUTE - 1), 429]);
    const warnings = logs.filter(({ level }) => level === WARN);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toBe(
      `rate limits: Redis at ${proxy.url} is unreachable; requests are not counted until it answers`,
    );
  });

  it('boot without a reachable Redis, say so without its password, and count nothing', async () => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as net.AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));

    const { attempts, logs } = await startLimitedApp(`redis://:hunter2@127.0.0.1:${port}/3`);
    expect(await attempts(uniqueAddress(), PER_MINUTE + 2)).toEqual(repeated(200, PER_MINUTE + 2));
    expect(logs.filter(({ level }) => level === WARN)).toEqual([
      expect.objectContaining({
        reason: 'ECONNREFUSED',
        msg: `rate limits: Redis at redis://127.0.0.1:${port}/3 is unreachable at boot; requests are not counted until it answers`,
      }),
    ]);
    expect(JSON.stringify(logs)).not.toContain('hunter2');
  });
});
