import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { aSession, aUser, stubApi } from '../test/api-stub';
import { anEntitlements } from '../test/entitlements-fixture';
import { entitlementsQueryOptions } from './entitlements-query-options';
import { sessionStore as session } from './session-store';
import { watchEntitlements } from './watch-entitlements';

describe('watchEntitlements', () => {
  it('fetches a user’s entitlements on sign-in and forgets them on sign-out', async () => {
    const { requests } = stubApi({
      'GET /me/entitlements': { status: 200, body: anEntitlements({ remaining: 3, used: 2 }) },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = watchEntitlements(queryClient, session);
    expect(requests).toHaveLength(0);

    const user = aUser();
    session.signIn(aSession({ user }));
    await expect
      .poll(() => queryClient.getQueryData(entitlementsQueryOptions(user.id).queryKey))
      .toMatchObject({ remaining: 3 });
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer access-1']);

    session.clear();
    expect(queryClient.getQueryData(entitlementsQueryOptions(user.id).queryKey)).toBeUndefined();

    // Another user: only their own answer is kept.
    const other = aUser({ id: '0b9c2d3e-4f50-4617-8283-94a5b6c7d8e9', email: 'bo@example.com' });
    session.signIn(aSession({ user: other, accessToken: 'access-2' }));
    await expect.poll(() => requests).toHaveLength(2);
    stop();
  });
});
