import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where Debian and Ubuntu install each major version's server binaries. */
const DEBIAN_BINARIES = '/usr/lib/postgresql';

/**
 * A PostgreSQL cluster of the test's own, made with the installed binaries in a temporary
 * directory: a test can really stop it and start it again, which the shared server of
 * `TEST_DATABASE_URL` must never be.
 */
export interface PrivateCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`: trust authentication, loopback only. */
  url: string;
  /** Starts the server and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops the server as an operator does (`pg_ctl stop -m fast`); resolves once it is down. */
  stop(): Promise<void>;
  /** Stops the server if it runs and removes the directory. */
  destroy(): Promise<void>;
}

export type PrivateClusterResult =
  { cluster: PrivateCluster; skipped?: undefined } | { cluster?: undefined; skipped: string };

function log(message: string): void {
  process.stdout.write(`[private-cluster] ${message}\n`);
}

/**
 * A `bin` directory holding `initdb` and `pg_ctl`: the newest version's under
 * `/usr/lib/postgresql`, else the one `pg_config` names (Homebrew, other distributions).
 */
async function findBinaries(): Promise<string | undefined> {
  const candidates: string[] = [];
  if (existsSync(DEBIAN_BINARIES)) {
    const versions = (await readdir(DEBIAN_BINARIES))
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(DEBIAN_BINARIES, version, 'bin')));
  }
  try {
    candidates.push((await run('pg_config', ['--bindir'])).stdout.trim());
  } catch {
    // No pg_config on the PATH: the Debian directories were the only place to look.
  }
  return candidates.find((bin) =>
    ['initdb', 'pg_ctl'].every((tool) => existsSync(path.join(bin, tool))),
  );
}

/** A loopback port that was free a moment ago. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The first lines of a failed command's output: enough to say why, short enough to print. */
function describeFailure(error: unknown): string {
  const { stderr, message } = error as { stderr?: string; message?: string };
  return (stderr?.trim() || message || String(error)).split('\n').slice(0, 3).join(' | ');
}

/**
 * Creates (but does not start) a private cluster, or says why it cannot: no binaries, or
 * `initdb` failing. `initdb` refuses to run as root, so under root every binary runs as the
 * `postgres` user through `runuser`, in a directory that user owns. The caller prints nothing:
 * a skip reason has already been logged, loudly.
 */
export async function createPrivateCluster(): Promise<PrivateClusterResult> {
  const skip = (reason: string): PrivateClusterResult => {
    log(`SKIPPED: ${reason}`);
    return { skipped: reason };
  };
  const bin = await findBinaries();
  if (!bin) {
    return skip(
      `no PostgreSQL server binaries (initdb, pg_ctl) under ${DEBIAN_BINARIES} or pg_config --bindir`,
    );
  }

  const asRoot = process.getuid?.() === 0;
  let owner: { uid: number; gid: number } | undefined;
  if (asRoot) {
    try {
      const [uid, gid] = await Promise.all([
        run('id', ['-u', 'postgres']),
        run('id', ['-g', 'postgres']),
      ]);
      owner = { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
    } catch {
      return skip('running as root and there is no postgres user to run initdb as');
    }
  }
  // The socket goes here too: a unix socket path may not exceed about 100 bytes.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fp-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (owner) await chown(dir, owner.uid, owner.gid);
  // Run from the cluster's directory: the postgres user may not be allowed into ours.
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args], { cwd: dir })
      : run(path.join(bin, name), args, { cwd: dir });
  try {
    await tool('initdb', [
      '--pgdata',
      dataDir,
      '--username',
      'postgres',
      '--auth',
      'trust',
      '--encoding',
      'UTF8',
      '--locale',
      'C',
      '--no-sync',
    ]);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    return skip(`initdb failed: ${describeFailure(error)}`);
  }

  const port = await freePort();
  // fsync off: the test stops the server, it does not pull the power; a stop loses nothing
  // either way, and a busy machine's disk stays out of the timings.
  const serverOptions = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c shared_buffers=32MB',
  ].join(' ');
  let running = false;

  const cluster: PrivateCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => {
      try {
        await tool('pg_ctl', [
          'start',
          '--pgdata',
          dataDir,
          '--log',
          logFile,
          '--wait',
          '--timeout',
          '60',
          '--options',
          serverOptions,
        ]);
      } catch (error) {
        const serverLog = await readFile(logFile, 'utf8').catch(() => '');
        throw new Error(
          `pg_ctl start failed: ${describeFailure(error)}\n${serverLog.slice(-2000)}`,
          { cause: error },
        );
      }
      running = true;
    },
    stop: async () => {
      await tool('pg_ctl', [
        'stop',
        '--pgdata',
        dataDir,
        '--mode',
        'fast',
        '--wait',
        '--timeout',
        '60',
      ]);
      running = false;
    },
    destroy: async () => {
      if (running) await cluster.stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
  log(`created with ${bin} in ${dir}, port ${port}${asRoot ? ' (as the postgres user)' : ''}`);
  return { cluster };
}
