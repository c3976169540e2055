import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { StartupError } from '../../lib/startup-error.js';
import { lockDirectory } from './lock-directory.js';

const parent = mkdtempSync(path.join(tmpdir(), 'fp-lock-'));
const dir = path.join(parent, 'pglite');
const lockFile = `${dir}.lock`;

afterEach(() => rmSync(lockFile, { force: true }));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('lockDirectory', () => {
  it('claims a free directory and gives it up', () => {
    const unlock = lockDirectory(dir, 'PGLITE_DIR');
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    unlock();
    const again = lockDirectory(dir, 'PGLITE_DIR');
    again();
  });

  it('refuses a directory held by a running process, naming it', () => {
    const unlock = lockDirectory(dir, 'PGLITE_DIR');
    try {
      expect(() => lockDirectory(dir, 'PGLITE_DIR')).toThrow(
        new StartupError(
          `PGLITE_DIR ${dir} is in use by process ${process.pid}: stop it or set another PGLITE_DIR`,
        ),
      );
    } finally {
      unlock();
    }
  });

  it('takes over a lock left by a process that is gone', () => {
    writeFileSync(lockFile, `${deadPid()}\n`);
    const unlock = lockDirectory(dir, 'PGLITE_DIR');
    expect(readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n`);
    unlock();
  });

  it('refuses a lock file whose writer has not written its pid yet', () => {
    writeFileSync(lockFile, '');
    expect(() => lockDirectory(dir, 'PGLITE_DIR')).toThrow(/is in use by another process/);
  });

  it('never removes a lock that another process has taken since', () => {
    const unlock = lockDirectory(dir, 'PGLITE_DIR');
    writeFileSync(lockFile, '1\n');
    unlock();
    expect(readFileSync(lockFile, 'utf8')).toBe('1\n');
  });
});
