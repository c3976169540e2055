/**
 * A load client for fault tests: writers send requests over real HTTP, each in its own loop,
 * and every request is logged with its answer, so a test can compare what the client was told
 * with what the database holds once the fault is over.
 */

/** One write a writer wants sent. `key` names the write, so a test can look it up afterwards. */
export interface WriteRequest {
  kind: string;
  key: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  headers?: Record<string, string>;
}

/** A request and what came back. */
export interface WriteAnswer {
  kind: string;
  key: string;
  /** The HTTP status; 0 when no answer came (connection failed, or not within the timeout). */
  status: number;
  /** The error body's stable `code`, on a non-2xx answer that had one. */
  code?: string;
  /** Why there was no answer, when `status` is 0. */
  failure?: string;
  /** `Date.now()` when the request was sent and when its answer (or failure) came. */
  startedAt: number;
  answeredAt: number;
  request: WriteRequest;
}

export interface Writer {
  kind: string;
  /** Loops sending this writer's requests at once. */
  concurrency: number;
  /** The next request to send; each call a new write (a new key). */
  next(): WriteRequest;
}

export interface WriteLoad {
  /** Every answer so far, in the order they came. */
  readonly answers: readonly WriteAnswer[];
  /** Stops sending, waits for the requests in flight and returns the whole log. */
  stop(): Promise<WriteAnswer[]>;
}

export interface WriteLoadOptions {
  /** A request without an answer after this long is logged with status 0. */
  timeoutMs?: number;
  /**
   * Each loop waits this long after an answer. Refusals come back at once during an outage;
   * the pause keeps the load a steady trickle instead of a busy loop on a small machine.
   */
  pauseMs?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_PAUSE_MS = 100;

/** Sends one request outside any load (a retry, say): its answer, or status 0 and why. */
export async function sendWrite(
  baseUrl: string,
  request: WriteRequest,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<WriteAnswer> {
  const startedAt = Date.now();
  const { kind, key } = request;
  try {
    const response = await fetch(new URL(request.path, baseUrl), {
      method: request.method,
      headers: { 'content-type': 'application/json', ...request.headers },
      body: JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    const answeredAt = Date.now();
    const answer: WriteAnswer = {
      kind,
      key,
      status: response.status,
      startedAt,
      answeredAt,
      request,
    };
    if (!response.ok) {
      try {
        const { code } = JSON.parse(text) as { code?: unknown };
        if (typeof code === 'string') answer.code = code;
      } catch {
        // Not our error shape: the test sees a status without a code.
      }
    }
    return answer;
  } catch (error) {
    const failure = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { kind, key, status: 0, failure, startedAt, answeredAt: Date.now(), request };
  }
}

/**
 * Starts `concurrency` loops per writer against `baseUrl`; each sends the writer's next request,
 * logs the answer, pauses and goes on until `stop()`.
 */
export function startWriteLoad(
  baseUrl: string,
  writers: Writer[],
  options: WriteLoadOptions = {},
): WriteLoad {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const pauseMs = options.pauseMs ?? DEFAULT_PAUSE_MS;
  const answers: WriteAnswer[] = [];
  let stopping = false;

  async function loop(writer: Writer): Promise<void> {
    while (!stopping) {
      answers.push(await sendWrite(baseUrl, writer.next(), timeoutMs));
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  const loops = writers.flatMap((writer) =>
    Array.from({ length: writer.concurrency }, () => loop(writer)),
  );
  return {
    answers,
    stop: async () => {
      stopping = true;
      await Promise.all(loops);
      return [...answers];
    },
  };
}

/** `signup 201×12 503×40, quota 200×30 …`: the log at a glance, for a test's output. */
export function summarizeAnswers(answers: readonly WriteAnswer[]): string {
  const counts = new Map<string, Map<string, number>>();
  for (const { kind, status, code } of answers) {
    const byStatus = counts.get(kind) ?? new Map<string, number>();
    const label = code === undefined ? String(status) : `${status} ${code}`;
    byStatus.set(label, (byStatus.get(label) ?? 0) + 1);
    counts.set(kind, byStatus);
  }
  return [...counts]
    .map(
      ([kind, byStatus]) =>
        `${kind}: ${[...byStatus].map(([label, count]) => `${label}×${count}`).join(', ')}`,
    )
    .join('; ');
}
