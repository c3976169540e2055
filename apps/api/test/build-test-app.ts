import { afterAll } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { parseEnv } from '../src/env.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** Settings every test app starts from: no web build, silent logs. */
export const TEST_ENV = { NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' } as const;

/**
 * Boots the real app on a fresh database for the calling test file and closes both after the
 * file's tests. `overrides` are extra environment variables.
 */
export async function buildTestApp(
  overrides: Record<string, string> = {},
): Promise<{ app: App; database: TestDatabase }> {
  const database = await createTestDatabase();
  const app = await buildApp(parseEnv({ ...TEST_ENV, ...database.env, ...overrides }));
  afterAll(async () => {
    await app.close();
    await database.drop();
  });
  return { app, database };
}
