import { screen } from '@testing-library/react';
import type { CalculatorId } from '@freedompath/contracts';
import { describe, expect, it } from 'vitest';
import { descriptionOf } from '../test-support/description-of';
import { renderWithRouter } from '../test-support/render-with-router';
import { CalculateButton } from './calculate-button';
import { FREE_CALCULATIONS_USED_KEY } from './free-calculation-counter';
import { useCalculationGate } from './use-calculation-gate';

/** A calculator whose policy disables Calculate when exhausted (paycheck), or one that redirects. */
function Screen({ id = 'paycheck-planner' }: { id?: CalculatorId }) {
  const gate = useCalculationGate(id);
  return (
    <>
      <CalculateButton gate={gate} label="Calculate" aria-describedby="own-reason" />
      <p id="own-reason">Enter your income.</p>
    </>
  );
}

const refusal =
  "You've used all your free calculations. Please sign in or upgrade to continue. See plans";

describe('CalculateButton', () => {
  it('shows the screen’s label and keeps the screen’s description while calculations remain', async () => {
    renderWithRouter(() => <Screen />);
    const button = await screen.findByRole('button', { name: 'Calculate' });
    expect(button).toHaveProperty('disabled', false);
    expect(descriptionOf(button)).toEqual(['Enter your income.']);
    expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
  });

  it('stays enabled when exhausted on a calculator that redirects, so pressing it lets the gate explain', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '5');
    renderWithRouter(() => <Screen id="runway-calculator" />);
    const button = await screen.findByRole('button', { name: 'Sign In or Upgrade to Continue' });
    expect(button).toHaveProperty('disabled', false);
    expect(descriptionOf(button)).toEqual(['Enter your income.']);
  });

  it('where the policy says so, is disabled when exhausted and described by the refusal, with a way on', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '5');
    renderWithRouter(() => <Screen />);
    const button = await screen.findByRole('button', { name: 'Sign In or Upgrade to Continue' });
    expect(button).toHaveProperty('disabled', true);
    expect(descriptionOf(button)).toEqual(['Enter your income.', refusal]);
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
  });
});
