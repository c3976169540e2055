import { afterAll } from 'vitest';
import { buildApp, type App, type AppOptions } from '../src/app.js';
import { parseEnv } from '../src/env.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/**
 * Settings every test app starts from: no web build, silent logs, rate limits no test reaches
 * unless it lowers them, and no scheduled analytics job.
 */
export const TEST_ENV = {
  NODE_ENV: 'test',
  WEB_DIST_DIR: '/nonexistent',
  RATE_LIMIT_IP_PER_MINUTE: '100000',
  RATE_LIMIT_EMAIL_PER_HOUR: '100000',
  RATE_LIMIT_EVENTS_PER_MINUTE: '100000',
  // Rollups run when a test asks for them, not on a timer.
  ANALYTICS_REFRESH_INTERVAL_MS: '0',
} as const;

/**
 * Boots the real app on the test file's database, as another process of the same deployment
 * would: it sees what every other app of the file wrote. The caller closes it.
 */
export async function buildAppOn(
  database: TestDatabase,
  overrides: Record<string, string> = {},
  options: AppOptions = {},
): Promise<App> {
  return buildApp(parseEnv({ ...TEST_ENV, ...database.env, ...overrides }), {
    database: await database.shared(),
    ...options,
  });
}

/**
 * Boots the real app on a fresh database for the calling test file and closes both after the
 * file's tests. `overrides` are extra environment variables; `options` a test clock.
 */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  options: AppOptions = {},
): Promise<{ app: App; database: TestDatabase }> {
  const database = await createTestDatabase();
  const app = await buildAppOn(database, overrides, options);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  return { app, database };
}
