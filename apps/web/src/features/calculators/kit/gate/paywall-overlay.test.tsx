import type { Entitlements } from '@freedompath/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session-store';
import { aSession, stubApi } from '@/test/api-stub';
import { anEntitlements } from '@/test/entitlements-fixture';
import { renderWithRouter } from '../test-support/render-with-router';
import { FREE_CALCULATIONS_USED_KEY } from './free-calculation-counter';
import { PaywallOverlay } from './paywall-overlay';
import { useCalculationGate } from './use-calculation-gate';

function CareerBreak() {
  const gate = useCalculationGate('career-break-calculator');
  return (
    <>
      <p>The calculator</p>
      {gate.paywall ? <PaywallOverlay paywall={gate.paywall} /> : null}
    </>
  );
}

function signedInAs(entitlements: Partial<Entitlements>) {
  const { requests } = stubApi({
    'GET /me/entitlements': {
      status: 200,
      body: anEntitlements(entitlements),
    },
  });
  act(() => sessionStore.signIn(aSession()));
  return requests;
}

describe('PaywallOverlay through the gate', () => {
  it('asks a signed-out visitor without calculations to sign in or upgrade', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '5');
    renderWithRouter(() => <CareerBreak />);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to Continue' });
    expect(dialog.querySelector('a')?.textContent).toBe('Sign In or Upgrade');
    expect(dialog.querySelector('a')?.getAttribute('href')).toBe('/auth');
  });

  it('tells a signed-in free user at the limit to upgrade, once the server says so', async () => {
    signedInAs({ used: 5, remaining: 0 });
    renderWithRouter(() => <CareerBreak />);
    const dialog = await screen.findByRole('dialog', { name: 'Calculation Limit Reached' });
    expect(dialog.querySelector('a')?.textContent).toBe('Upgrade Now');
    expect(dialog.querySelector('a')?.getAttribute('href')).toBe('/pricing');
  });

  it('never covers the screen of a paid user or the admin, even while loading', async () => {
    for (const entitlements of [
      { plan: 'yearly' as const, paid: true, remaining: null },
      { paid: true, admin: true, remaining: null, used: 5 },
    ]) {
      // The anonymous count of this browser does not matter once signed in.
      localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '5');
      const requests = signedInAs(entitlements);
      const { unmount } = renderWithRouter(() => <CareerBreak />);
      expect(await screen.findByText('The calculator')).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
      await waitFor(() => expect(requests).toHaveLength(1));
      expect(screen.queryByRole('dialog')).toBeNull();
      unmount();
      act(() => sessionStore.clear());
    }
  });
});
