import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_OPTIONS, createTestDatabase } from '../../../test/test-database.js';
import { openDatabase } from './database.js';
import { migrate } from './migrate.js';

const testDatabase = await createTestDatabase();
const pgliteDir = mkdtempSync(path.join(tmpdir(), 'fp-migrate-'));
afterAll(async () => {
  await testDatabase.drop();
  rmSync(pgliteDir, { recursive: true, force: true });
});

// A PGlite in memory dies with its handle, so reopening needs a directory on disk.
const options = { ...TEST_DATABASE_OPTIONS, url: testDatabase.env.DATABASE_URL, pgliteDir };

describe('migrate', () => {
  it('applies every migration on the first boot and none on the second', async () => {
    const first = await openDatabase(options);
    expect(await migrate(first)).toBeGreaterThan(0);
    await first.close();

    const second = await openDatabase(options);
    expect(await migrate(second)).toBe(0);
    await second.close();
  });
});
