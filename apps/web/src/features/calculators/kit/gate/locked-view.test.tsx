import { act, screen } from '@testing-library/react';
import { sessionStore } from '@/lib/session-store';
import { aSession, stubApi } from '@/test/api-stub';
import { anEntitlements } from '@/test/entitlements-fixture';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../test-support/render-with-router';
import { FREE_CALCULATIONS_USED_KEY } from './free-calculation-counter';
import { LockedView } from './locked-view';
import { useCalculationGate } from './use-calculation-gate';

function Prepaid() {
  const gate = useCalculationGate('prepaid-expenses-calculator');
  return gate.locked ? <LockedView gate={gate} /> : <p>The form</p>;
}

describe('LockedView', () => {
  it('replaces a locking screen once the free calculations are used, without a redirect', async () => {
    const { router } = renderWithRouter(() => <Prepaid />);
    expect(await screen.findByText('The form')).toBeTruthy();

    act(() => {
      // Another tab spent the last calculation.
      localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '5');
      window.dispatchEvent(new StorageEvent('storage', { key: FREE_CALCULATIONS_USED_KEY }));
    });

    const region = await screen.findByRole('region', { name: 'Sign in to Continue' });
    expect(region.textContent).toContain(
      "You've used all your free calculations. Please upgrade to continue.",
    );
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(router.state.location.pathname).toBe('/');
  });

  it('locks for a signed-in free user the server says has none left, offering Upgrade Now', async () => {
    stubApi({
      'GET /me/entitlements': {
        status: 200,
        body: anEntitlements({ used: 5, remaining: 0 }),
      },
    });
    act(() => sessionStore.signIn(aSession()));
    renderWithRouter(() => <Prepaid />);
    const region = await screen.findByRole('region', { name: 'Calculation Limit Reached' });
    expect(region.textContent).toContain(
      "You've used all your free calculations. Please upgrade to continue.",
    );
    expect(screen.getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('never locks for the admin, whatever the count', async () => {
    const { requests } = stubApi({
      'GET /me/entitlements': {
        status: 200,
        body: anEntitlements({ paid: true, admin: true, used: 5, remaining: null }),
      },
    });
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '5');
    act(() => sessionStore.signIn(aSession()));
    const { queryClient } = renderWithRouter(() => <Prepaid />);
    expect(await screen.findByText('The form')).toBeTruthy();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByText('The form')).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
