import http from 'node:http';
import type { WriteAnswer, WriteRequest, Writer } from './write-load.js';

/**
 * What one try of a request at one instance came to, as a load balancer tells them apart:
 * - `answered`: a whole HTTP answer, final whatever its status;
 * - `closing`: the instance is shutting down and said so before reading the request (Fastify's
 *   `503` with `Connection: close`): nothing ran, so it goes to another instance;
 * - `refused`: no connection was made, nothing was sent: another instance;
 * - `lost`: the connection broke after the request was sent, or during the answer, or no
 *   answer came in time: the request may have run and the client cannot know. Never retried.
 */
export type TryOutcome = 'answered' | 'closing' | 'refused' | 'lost';

export interface TryRecord {
  upstream: string;
  outcome: TryOutcome;
  status?: number;
  /** The error's code (`ECONNREFUSED`, `ECONNRESET`…) of a `refused` or `lost` try. */
  error?: string;
  /** Whether the try went out on a keep-alive connection an earlier request had used. */
  reusedSocket: boolean;
  request: WriteRequest;
  startedAt: number;
  endedAt: number;
}

export interface BalancedLoadOptions {
  /** A try without a whole answer after this long is `lost`. */
  timeoutMs?: number;
  /** Each loop waits this long after a request's final answer. */
  pauseMs?: number;
  /** Tries of one request before it is given up (every instance refusing for that long). */
  maxTries?: number;
  /** How often each instance's readiness is checked; only ready instances get requests. */
  healthIntervalMs?: number;
}

export interface BalancedLoad {
  /** The final answer of every request so far: status 0 when it was lost or given up. */
  readonly answers: readonly WriteAnswer[];
  /** Every try at every instance. */
  readonly tries: readonly TryRecord[];
  /** Adds an instance to the pool: it gets requests once its readiness answers 200. */
  register(baseUrl: string): void;
  /** Takes an instance out of the pool (it is gone). */
  deregister(baseUrl: string): void;
  /** Stops sending, waits for the requests in flight and returns every final answer. */
  stop(): Promise<WriteAnswer[]>;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_PAUSE_MS = 50;
const DEFAULT_MAX_TRIES = 100;
const DEFAULT_HEALTH_INTERVAL_MS = 200;
/** A readiness check without an answer after this long fails. */
const HEALTH_TIMEOUT_MS = 2_000;
/** Between two tries of one request: a refusal comes back at once. */
const RETRY_PAUSE_MS = 100;

async function sleep(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

interface TryResult {
  record: TryRecord;
  body: string;
}

/** One try over `agent`'s keep-alive connections, classified by how far it got. */
function tryAt(
  agent: http.Agent,
  upstream: string,
  request: WriteRequest,
  timeoutMs: number,
): Promise<TryResult> {
  const startedAt = Date.now();
  const payload = JSON.stringify(request.body);
  return new Promise((resolve) => {
    let settled = false;
    const settle = (
      fields: Omit<TryRecord, 'upstream' | 'request' | 'startedAt' | 'endedAt'>,
      body = '',
    ) => {
      if (settled) return;
      settled = true;
      resolve({
        record: { upstream, request, startedAt, endedAt: Date.now(), ...fields },
        body,
      });
    };
    const outgoing = http.request(new URL(request.path, upstream), {
      method: request.method,
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        ...request.headers,
      },
    });
    let connected = false;
    outgoing.on('socket', (socket) => {
      if (!socket.connecting) connected = true;
      else socket.once('connect', () => (connected = true));
    });
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error('no answer in time')));
    outgoing.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        const closing =
          status === 503 &&
          response.headers.connection === 'close' &&
          body.includes('"error":"Service Unavailable"');
        settle(
          {
            outcome: closing ? 'closing' : 'answered',
            status,
            reusedSocket: outgoing.reusedSocket,
          },
          body,
        );
      });
      response.on('error', (error: NodeJS.ErrnoException) => {
        settle({
          outcome: 'lost',
          error: error.code ?? error.message,
          reusedSocket: outgoing.reusedSocket,
        });
      });
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      settle({
        // Never connected: nothing of the request reached the instance.
        outcome: connected ? 'lost' : 'refused',
        error: error.code ?? error.message,
        reusedSocket: outgoing.reusedSocket,
      });
    });
    outgoing.end(payload);
  });
}

/** Whether `GET /api/health/ready` answers 200, on a connection of its own. */
function isReady(baseUrl: string): Promise<boolean> {
  return new Promise((resolve) => {
    const check = http.get(new URL('/api/health/ready', baseUrl), { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode === 200));
      response.on('error', () => resolve(false));
    });
    check.setTimeout(HEALTH_TIMEOUT_MS, () => check.destroy(new Error('no answer in time')));
    check.on('error', () => resolve(false));
  });
}

function errorCodeOf(body: string): string | undefined {
  try {
    const { code } = JSON.parse(body) as { code?: unknown };
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A load client that plays the load balancer in front of several instances, as one with active
 * health checks does: every `healthIntervalMs` it asks each registered instance's readiness and
 * sends requests only to the ready ones, each to the next in turn, over keep-alive connections.
 * A request goes again to the next instance only when its try shows nothing ran (`refused`,
 * `closing`); `concurrency` loops per writer. Every try and every final answer is logged, to
 * compare with the database.
 */
export function startBalancedLoad(
  upstreams: string[],
  writers: Writer[],
  options: BalancedLoadOptions = {},
): BalancedLoad {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pauseMs = options.pauseMs ?? DEFAULT_PAUSE_MS;
  const maxTries = options.maxTries ?? DEFAULT_MAX_TRIES;
  const healthIntervalMs = options.healthIntervalMs ?? DEFAULT_HEALTH_INTERVAL_MS;
  const agent = new http.Agent({ keepAlive: true });
  /** Every registered instance, and whether its last readiness check passed. */
  const registered = new Map<string, boolean>(upstreams.map((url) => [url, true]));
  let turn = 0;
  let checking = false;
  const health = setInterval(() => {
    if (checking) return;
    checking = true;
    void Promise.all(
      [...registered.keys()].map(async (url) => {
        const ready = await isReady(url);
        if (registered.has(url)) registered.set(url, ready);
      }),
    ).finally(() => {
      checking = false;
    });
  }, healthIntervalMs);
  const answers: WriteAnswer[] = [];
  const tries: TryRecord[] = [];
  let stopping = false;

  async function send(request: WriteRequest): Promise<WriteAnswer> {
    const { kind, key } = request;
    const startedAt = Date.now();
    let last: TryRecord | undefined;
    for (let attempt = 0; attempt < maxTries; attempt += 1) {
      const pool = [...registered].filter(([, ready]) => ready).map(([url]) => url);
      const upstream = pool[turn++ % pool.length];
      if (upstream === undefined) {
        await sleep(RETRY_PAUSE_MS);
        continue;
      }
      const { record, body } = await tryAt(agent, upstream, request, timeoutMs);
      tries.push(record);
      last = record;
      if (record.outcome === 'answered') {
        const status = record.status ?? 0;
        const code = status >= 400 ? errorCodeOf(body) : undefined;
        return {
          kind,
          key,
          status,
          ...(code === undefined ? {} : { code }),
          startedAt,
          answeredAt: record.endedAt,
          request,
        };
      }
      if (record.outcome === 'lost') break;
      if (attempt > 0) await sleep(RETRY_PAUSE_MS);
    }
    const failure = last
      ? `${last.outcome} at ${last.upstream} (${last.error ?? last.status ?? ''}${last.reusedSocket ? ', reused connection' : ''})`
      : 'no instance in the pool';
    return { kind, key, status: 0, failure, startedAt, answeredAt: Date.now(), request };
  }

  async function loop(writer: Writer): Promise<void> {
    while (!stopping) {
      answers.push(await send(writer.next()));
      await sleep(pauseMs);
    }
  }

  const loops = writers.flatMap((writer) =>
    Array.from({ length: writer.concurrency }, () => loop(writer)),
  );
  return {
    answers,
    tries,
    register: (baseUrl) => {
      if (!registered.has(baseUrl)) registered.set(baseUrl, false);
    },
    deregister: (baseUrl) => {
      registered.delete(baseUrl);
    },
    stop: async () => {
      stopping = true;
      await Promise.all(loops);
      clearInterval(health);
      agent.destroy();
      return [...answers];
    },
  };
}

/** `answered×310, refused ECONNREFUSED×4 …`: how the tries went, for a test's output. */
export function summarizeTries(tries: readonly TryRecord[]): string {
  const counts = new Map<string, number>();
  for (const { outcome, error, reusedSocket } of tries) {
    const label = `${outcome}${error ? ` ${error}` : ''}${reusedSocket && outcome !== 'answered' ? ' (reused)' : ''}`;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, count]) => `${label}×${count}`).join(', ');
}
