import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { freeCalculationCounter } from './free-calculation-counter';
import { currentViewer } from './use-viewer';
import { aSession, aUser, stubApi } from '@/test/api-stub';
import { anEntitlements } from '@/test/entitlements-fixture';
import { entitlementsQueryOptions } from '@/lib/entitlements-query-options';
import { sessionStore as session } from '@/lib/session-store';
import { watchEntitlements } from './watch-entitlements';

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('watchEntitlements', () => {
  it('fetches a user’s entitlements on sign-in and forgets them on sign-out', async () => {
    const { requests } = stubApi({
      'GET /me/entitlements': { status: 200, body: anEntitlements({ remaining: 3, used: 2 }) },
    });
    const queryClient = newQueryClient();
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

  it('leaves a browser whose user spent all five no free calculations after sign-out', async () => {
    stubApi({
      'GET /me/entitlements': { status: 200, body: anEntitlements({ used: 3, remaining: 2 }) },
    });
    freeCalculationCounter.spend();
    const queryClient = newQueryClient();
    const stop = watchEntitlements(queryClient, session);
    const user = aUser();
    session.signIn(aSession({ user }));
    await expect.poll(() => freeCalculationCounter.used()).toBe(3);

    // Two more calculations, as the gate records what the quota answered.
    const { queryKey } = entitlementsQueryOptions(user.id);
    queryClient.setQueryData(queryKey, anEntitlements({ used: 5, remaining: 0 }));
    session.clear();
    expect(currentViewer(queryClient)).toEqual({ kind: 'anonymous', remaining: 0 });
    stop();
  });

  it('keeps the browser’s own count when it is the higher one', async () => {
    stubApi({
      'GET /me/entitlements': { status: 200, body: anEntitlements({ used: 1, remaining: 4 }) },
    });
    for (let spent = 0; spent < 4; spent += 1) freeCalculationCounter.spend();
    const queryClient = newQueryClient();
    const stop = watchEntitlements(queryClient, session);
    const user = aUser();
    session.signIn(aSession({ user }));
    await expect
      .poll(() => queryClient.getQueryData(entitlementsQueryOptions(user.id).queryKey))
      .toMatchObject({ used: 1 });
    session.clear();
    expect(currentViewer(queryClient)).toEqual({ kind: 'anonymous', remaining: 1 });
    stop();
  });
});
