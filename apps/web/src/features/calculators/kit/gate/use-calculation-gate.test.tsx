import { EngineError } from '@freedompath/engine';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../../components/ui/toast-store';
import { getCalculationEvents } from '../events/calculation-event-sink';
import { renderWithRouter } from '../test-support/render-with-router';
import { CalculateButton } from './calculate-button';
import { FREE_CALCULATIONS_USED_KEY, freeCalculationCounter } from './free-calculation-counter';
import type { CalculationOutcome } from './use-calculation-gate';
import { useCalculationGate } from './use-calculation-gate';

/** A tiny screen: doubles its input; negative input is invalid; 13 makes the engine throw. */
function Doubler({
  input,
  onOutcome,
}: {
  input: () => number;
  onOutcome: (o: CalculationOutcome<number>) => void;
}) {
  const gate = useCalculationGate('runway-calculator');
  const [result, setResult] = useState<number>();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void gate
          .run({
            inputs: { value: input() },
            validate: ({ value }) =>
              value < 0 ? [{ path: 'value', message: 'Must be positive' }] : [],
            calculate: ({ value }) => {
              if (value === 13) throw new Error('unlucky');
              if (value === 99) throw new EngineError([{ path: 'value', message: 'Too big' }]);
              return value * 2;
            },
          })
          .then((outcome) => {
            if (outcome.status === 'calculated') setResult(outcome.result);
            onOutcome(outcome);
          });
      }}
    >
      <CalculateButton gate={gate} label="Calculate" type="submit" />
      {result === undefined ? null : <p>Result {result}</p>}
    </form>
  );
}

async function setup(input: () => number = () => 1) {
  const outcomes: Array<CalculationOutcome<number>> = [];
  const user = userEvent.setup();
  const view = renderWithRouter(() => (
    <Doubler input={input} onOutcome={(o) => outcomes.push(o)} />
  ));
  await screen.findByRole('button');
  return { ...view, user, outcomes };
}

describe('useCalculationGate (anonymous visitor)', () => {
  it('spends the 5 free calculations, notes the last two, then refuses and sends to /pricing', async () => {
    const { user, router, outcomes } = await setup();
    const button = () => screen.getByRole('button');
    expect(button().textContent).toBe('Calculate');
    expect(screen.queryByRole('status')).toBeNull();

    for (let n = 1; n <= 5; n += 1) {
      await user.click(button());
      await waitFor(() => expect(outcomes).toHaveLength(n));
      expect(localStorage.getItem(FREE_CALCULATIONS_USED_KEY)).toBe(String(n));
    }
    expect(outcomes.map((o) => o.status)).toEqual(Array(5).fill('calculated'));
    expect(screen.getByText('Result 2')).toBeTruthy();

    expect(button().textContent).toBe('Sign In or Upgrade to Continue');
    expect(screen.queryByRole('status')).toBeNull();

    await user.click(button());
    await waitFor(() => expect(outcomes).toHaveLength(6));
    expect(outcomes[5]).toEqual({ status: 'refused' });
    expect(localStorage.getItem(FREE_CALCULATIONS_USED_KEY)).toBe('5');
    expect(toastStore.getSnapshot().map((t) => t.title)).toContain(
      "You've used all your free calculations. Please sign in or upgrade to continue.",
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('shows "N calculations remaining" once fewer than 3 remain', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '2');
    const { user, outcomes } = await setup();
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('2 calculations remaining');
    await user.click(screen.getByRole('button'));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('1 calculation remaining'),
    );
  });

  it('spends nothing on invalid input or an engine validation error', async () => {
    let value = -1;
    const { user, outcomes } = await setup(() => value);
    await user.click(screen.getByRole('button'));
    value = 99;
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(outcomes).toHaveLength(2));
    expect(outcomes).toEqual([
      { status: 'invalid', issues: [{ path: 'value', message: 'Must be positive' }] },
      { status: 'invalid', issues: [{ path: 'value', message: 'Too big' }] },
    ]);
    expect(freeCalculationCounter.used()).toBe(0);
    expect(getCalculationEvents().filter((e) => e.type === 'completed')).toHaveLength(0);
  });

  it('shows Calculation Error and spends nothing when the engine throws unexpectedly', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user, outcomes } = await setup(() => 13);
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    expect(outcomes[0]?.status).toBe('failed');
    expect(freeCalculationCounter.used()).toBe(0);
    expect(toastStore.getSnapshot()).toContainEqual(
      expect.objectContaining({
        title: 'Calculation Error',
        description: 'Error performing calculation, please try again.',
      }),
    );
  });

  it('reports the completed event with inputs and results', async () => {
    const { user, outcomes } = await setup(() => 4);
    await user.click(screen.getByRole('button'));
    await waitFor(() => expect(outcomes).toHaveLength(1));
    const completed = getCalculationEvents().find((e) => e.type === 'completed');
    expect(completed).toMatchObject({
      calculatorType: 'runway-calculator',
      inputs: { value: 4 },
      results: 8,
    });
  });

  it('treats a corrupt stored counter as nothing used', () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, 'lots');
    expect(freeCalculationCounter.remaining()).toBe(5);
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '40');
    expect(freeCalculationCounter.remaining()).toBe(0);
  });
});
