import { authSessionSchema } from '@freedompath/contracts';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { aSession, apiError, stubApi } from '../test/api-stub';
import { ApiError } from './api-error';
import { REQUEST_TIMEOUT_MS, apiRequest } from './api-request';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('apiRequest', () => {
  it('sends JSON with the cookie and the bearer token, and parses the answer', async () => {
    const session = aSession();
    const { requests } = stubApi({ 'POST /auth/signin': { status: 200, body: session } });
    const answer = await apiRequest(
      '/auth/signin',
      { body: { email: 'ann@example.com', password: 'secret' }, accessToken: 'old' },
      authSessionSchema,
    );
    expect(answer).toEqual(session);
    const [request] = requests;
    expect(request?.body).toEqual({ email: 'ann@example.com', password: 'secret' });
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Authorization')).toBe('Bearer old');
    const init = (fetch as unknown as { mock: { calls: Array<[string, RequestInit]> } }).mock
      .calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
  });

  it('answers nothing for a 204 or when no schema is given', async () => {
    stubApi({ 'POST /auth/signout': { status: 204 } });
    await expect(apiRequest('/auth/signout', { body: {} })).resolves.toBeUndefined();
  });

  it('turns the error body into an ApiError with code, message, issues and status', async () => {
    stubApi({
      'POST /auth/signup': apiError(400, 'WEAK_PASSWORD', 'Password is too weak', [
        { path: 'body.password', message: 'This password is too common.' },
      ]),
    });
    const error = await failure(apiRequest('/auth/signup', { body: {} }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'WEAK_PASSWORD',
      message: 'Password is too weak',
    });
    expect(error.fieldMessages()).toEqual({ password: 'This password is too common.' });
    expect(error.retryable).toBe(false);
  });

  it('says "Failed to fetch" as a network error whatever the browser threw', async () => {
    stubApi({ 'GET /me': 'network-error' });
    const error = await failure(apiRequest('/me'));
    expect(error).toMatchObject({ kind: 'network', status: 0, message: 'Failed to fetch' });
    expect(error.retryable).toBe(true);
  });

  it('treats an answer that is not the API’s as an invalid response', async () => {
    stubApi({
      'GET /me': { status: 502, body: '<html>Bad gateway</html>' },
      'POST /auth/refresh': { status: 200, body: { accessToken: 1 } },
    });
    const gateway = await failure(apiRequest('/me'));
    expect(gateway).toMatchObject({ kind: 'invalid-response', status: 502 });
    expect(gateway.retryable).toBe(true);
    const malformed = await failure(apiRequest('/auth/refresh', { body: {} }, authSessionSchema));
    expect(malformed).toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  describe('timeout', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A fetch that never answers, but stops (as browsers do) when its signal aborts. */
    function stubHungFetch() {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_input: string, init: RequestInit) =>
            new Promise((_resolve, reject) => {
              init.signal?.addEventListener('abort', () => {
                reject(new DOMException('The operation was aborted.', 'AbortError'));
              });
            }),
        ),
      );
      onTestFinished(() => {
        vi.unstubAllGlobals();
      });
    }

    it('ends a request unanswered after 10 s as a network failure', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      stubHungFetch();
      let settled = false;
      const outcome = failure(apiRequest('/quota/consume', { body: {} })).finally(() => {
        settled = true;
      });
      expect(REQUEST_TIMEOUT_MS).toBe(10_000);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toMatchObject({ kind: 'network', status: 0, retryable: true });
    });

    it('clears its timer once the answer is read', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      stubApi({ 'POST /auth/signout': { status: 204 } });
      await apiRequest('/auth/signout', { body: {} });
      expect(vi.getTimerCount()).toBe(0);
    });
  });
});
