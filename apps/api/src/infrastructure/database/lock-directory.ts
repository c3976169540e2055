import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '../../lib/startup-error.js';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in the lock file; `unknown` while its writer has not written it yet. */
function readHolder(file: string): number | 'unknown' | 'gone' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : 'unknown';
}

/**
 * Claims `dir` for this process with a pid file created exclusively beside it (`<dir>.lock`: a
 * database directory must hold only the database's own files). A file left by a
 * process that is gone is taken over; one held by a running process stops the caller.
 *
 * @param setting the setting that names the directory, for the message.
 * @returns a function that gives the directory up.
 * @throws StartupError `PGLITE_DIR /x is in use by process 123: …` when it is held.
 */
export function lockDirectory(dir: string, setting: string): () => void {
  const file = `${path.resolve(dir)}.lock`;
  for (;;) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        if (readHolder(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder === 'gone') continue;
    if (holder === 'unknown' || isRunning(holder)) {
      const who = holder === 'unknown' ? `another process (see ${file})` : `process ${holder}`;
      throw new StartupError(
        `${setting} ${dir} is in use by ${who}: stop it or set another ${setting}`,
      );
    }
    rmSync(file, { force: true });
  }
}
