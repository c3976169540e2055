import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
