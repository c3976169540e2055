import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/** A request the fake Stripe received: the form-encoded body as Stripe's key paths. */
export interface StripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

export interface FakeStripe {
  /** `STRIPE_API_BASE` for the app. */
  apiBase: string;
  /** Every request, in arrival order, replays and refusals included. */
  received: StripeRequest[];
  /** The objects it created, by path: a replayed request creates nothing. */
  created: { path: string; id: string }[];
  /** Refuses the next request as Stripe refuses an unknown price (400). */
  failNext(): void;
  /** While set, every request's connection is dropped unanswered: Stripe cannot be reached. */
  setUnreachable(unreachable: boolean): void;
  /** Subscriptions it knows, by id: a test puts the one its webhooks described. */
  subscriptions: Map<string, StripeObject>;
  /**
   * Checkout sessions it created, by id, as `GET /v1/checkout/sessions/:id` answers them
   * (`status: open`); a test completes or expires one by changing it.
   */
  sessions: Map<string, StripeObject>;
}

export type StripeObject = { id: string } & Record<string, unknown>;

interface Answer {
  status: number;
  json: object;
}

const refusal = (status: number, error: Record<string, string>): Answer => ({
  status,
  json: { error },
});

const OBJECTS: Record<string, (count: number, form: Record<string, string>) => StripeObject> = {
  '/v1/customers': (count) => ({ id: `cus_fake_${count}`, object: 'customer' }),
  '/v1/checkout/sessions': (count, form) => ({
    id: `cs_test_fake_${count}`,
    object: 'checkout.session',
    url: `https://checkout.stripe.test/cs_test_fake_${count}`,
    mode: form.mode,
    status: 'open',
    payment_status: 'unpaid',
    client_reference_id: form.client_reference_id ?? null,
    customer: form.customer ?? null,
    payment_intent: null,
    subscription: null,
    metadata: { userId: form['metadata[userId]'], plan: form['metadata[plan]'] },
  }),
  '/v1/billing_portal/sessions': (count) => ({
    id: `bps_fake_${count}`,
    object: 'billing_portal.session',
    url: `https://billing.stripe.test/session/${count}`,
  }),
};

const missing = (path: string): Answer =>
  refusal(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such object: ${path}`,
  });

/**
 * A stand-in for api.stripe.com on a loopback port, closed after the calling test file: it
 * records each request and creates fake customers, checkout sessions and portal sessions,
 * answers the checkout sessions it created, and cancels (`DELETE /v1/subscriptions/:id`) or
 * updates (`POST /v1/subscriptions/:id`) the subscriptions a test put in `subscriptions`.
 *
 * It keeps Stripe's documented idempotency: the first answer to an `Idempotency-Key` is saved and
 * a retry with the same key and parameters gets it again; the same key with other parameters is
 * a 400 `idempotency_error`; and while the first request with a key is still running (given
 * `latencyMs`, how long each creation takes), another with that key is a 409, which the SDK
 * retries.
 */
export async function startFakeStripe({ latencyMs = 0 } = {}): Promise<FakeStripe> {
  const received: StripeRequest[] = [];
  const created: FakeStripe['created'] = [];
  const saved = new Map<string, { request: string; answer: Answer }>();
  const running = new Set<string>();
  let failNext = false;
  let unreachable = false;
  const subscriptions = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();

  /** A subscription's own path: read, updated or cancelled. */
  function subscription(method: string, id: string, form: Record<string, string>): Answer {
    const known = subscriptions.get(id);
    if (!known) return missing(`subscription ${id}`);
    if (method === 'DELETE') {
      known.status = 'canceled';
      known.cancel_at_period_end = false;
      known.canceled_at = Math.floor(Date.now() / 1000);
    } else if (method === 'POST' && form.cancel_at_period_end !== undefined) {
      known.cancel_at_period_end = form.cancel_at_period_end === 'true';
    }
    return { status: 200, json: known };
  }

  function create(method: string, path: string, form: Record<string, string>): Answer {
    if (failNext) {
      failNext = false;
      return refusal(400, { type: 'invalid_request_error', message: 'No such price' });
    }
    const subscriptionId = /^\/v1\/subscriptions\/([^/?]+)$/.exec(path)?.[1];
    if (subscriptionId) return subscription(method, decodeURIComponent(subscriptionId), form);
    const sessionId = /^\/v1\/checkout\/sessions\/([^/?]+)$/.exec(path)?.[1];
    if (sessionId && method === 'GET') {
      const session = sessions.get(decodeURIComponent(sessionId));
      return session ? { status: 200, json: session } : missing(`checkout.session ${sessionId}`);
    }
    const make = OBJECTS[path];
    if (!make) return refusal(404, { type: 'invalid_request_error', message: `no ${path}` });
    const object = make(created.length + 1, form);
    created.push({ path, id: object.id });
    if (path === '/v1/checkout/sessions') sessions.set(object.id, object);
    return { status: 200, json: object };
  }

  /** The answer to a request with `key`, Stripe's way: saved, refused, or created and saved. */
  async function idempotent(key: string, request: string, make: () => Answer): Promise<Answer> {
    const previous = saved.get(key);
    if (previous?.request === request) return previous.answer;
    if (previous) {
      return refusal(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with: ${key}`,
      });
    }
    if (running.has(key)) {
      return refusal(409, {
        type: 'invalid_request_error',
        code: 'idempotency_key_in_use',
        message: 'There is currently another in-progress request using this Idempotency Key.',
      });
    }
    running.add(key);
    try {
      if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      const answer = make();
      saved.set(key, { request, answer });
      return answer;
    } finally {
      running.delete(key);
    }
  }

  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const method = request.method ?? '';
      const form = Object.fromEntries(new URLSearchParams(body));
      received.push({ method, path, headers: request.headers, form });
      if (unreachable) {
        request.socket.destroy();
        return;
      }
      const key = request.headers['idempotency-key'];
      const make = () => create(method, path, form);
      const answer =
        typeof key === 'string'
          ? idempotent(key, `${method} ${path} ${body}`, make)
          : Promise.resolve(make());
      void answer.then(({ status, json }) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': 'req_fake',
        });
        response.end(JSON.stringify(json));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    received,
    created,
    failNext: () => {
      failNext = true;
    },
    setUnreachable: (value) => {
      unreachable = value;
    },
    subscriptions,
    sessions,
  };
}
