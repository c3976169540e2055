import { userSchema } from '@freedompath/contracts';
import { describe, expect, it, vi } from 'vitest';
import { aUser, apiError, stubApi } from '../test/api-stub';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

function fakeSession(token: string | null, refreshed: string | null) {
  let current = token;
  return {
    accessToken: () => current,
    refresh: vi.fn(async () => {
      current = refreshed;
      return refreshed;
    }),
  };
}

const unauthorized = apiError(401, 'UNAUTHORIZED', 'Sign in again');

describe('apiClient', () => {
  it('refreshes once on a 401 and sends the request again with the new token', async () => {
    const { requests } = stubApi({
      'GET /me': ({ headers }) =>
        headers.get('Authorization') === 'Bearer fresh'
          ? { status: 200, body: aUser() }
          : unauthorized,
    });
    const session = fakeSession('stale', 'fresh');
    const me = await createApiClient(session).request('/me', { method: 'GET' }, userSchema);
    expect(me.email).toBe('ann@example.com');
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([
      'Bearer stale',
      'Bearer fresh',
    ]);
  });

  it('gives up after the retry answers 401 again, or when there is no session left', async () => {
    const { requests } = stubApi({ 'GET /me': unauthorized });
    const session = fakeSession('stale', 'fresh');
    await expect(createApiClient(session).request('/me')).rejects.toMatchObject({
      status: 401,
    });
    expect(requests).toHaveLength(2);
    expect(session.refresh).toHaveBeenCalledTimes(1);

    const ended = fakeSession('stale', null);
    await expect(createApiClient(ended).request('/me')).rejects.toBeInstanceOf(ApiError);
    expect(requests).toHaveLength(3);
  });

  it('never refreshes for the auth endpoints or without a token', async () => {
    const { requests } = stubApi({
      'POST /auth/signin': apiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password.'),
      'GET /me': unauthorized,
    });
    const session = fakeSession('token', 'fresh');
    await expect(
      createApiClient(session).request('/auth/signin', { body: {} }),
    ).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const signedOut = fakeSession(null, 'fresh');
    await expect(createApiClient(signedOut).request('/me')).rejects.toMatchObject({
      status: 401,
    });
    expect(session.refresh).not.toHaveBeenCalled();
    expect(signedOut.refresh).not.toHaveBeenCalled();
    expect(requests).toHaveLength(2);
  });
});
