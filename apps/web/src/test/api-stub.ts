import type { AuthSession, User } from '@freedompath/contracts';
import { onTestFinished, vi } from 'vitest';

/** One request the app sent to the API, as a stub route sees it. */
export interface StubRequest {
  method: string;
  /** The path after `/api/v1`, without the query: `/auth/signin`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** What a stub route answers: a status with a JSON body, or no answer at all. */
export type StubReply =
  { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error';

type StubRoute = StubReply | ((request: StubRequest) => StubReply | Promise<StubReply>);

/** The API's error body (`{ code, message, issues? }`) with its status. */
export function apiError(
  status: number,
  code: string,
  message: string,
  issues?: Array<{ path: string; message: string }>,
): StubReply {
  return { status, body: { code, message, ...(issues ? { issues } : {}) } };
}

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: '7d1f2a9e-3c4b-4d5e-8f60-718293a4b5c6',
    email: 'ann@example.com',
    role: 'user',
    emailVerified: true,
    createdAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

export function aSession(overrides: Partial<AuthSession> = {}): AuthSession {
  return {
    accessToken: 'access-1',
    tokenType: 'Bearer',
    expiresIn: 900,
    user: aUser(),
    ...overrides,
  };
}

/**
 * Replaces `fetch` for this test with `routes`, keyed `'POST /auth/signin'` (paths after
 * `/api/v1`). Anything else answers 404 NOT_FOUND naming the request, so a missing route shows
 * up in what the screen says. Returns every request made, in order.
 */
export function stubApi(routes: Record<string, StubRoute>) {
  const requests: StubRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const request: StubRequest = {
      method,
      path,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init.headers),
    };
    requests.push(request);
    const route = routes[`${method} ${path}`];
    const reply =
      typeof route === 'function'
        ? await route(request)
        : (route ?? apiError(404, 'NOT_FOUND', `No stub for ${method} ${path}`));
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return { requests };
}
