import * as fire from '@freedompath/engine/fire';
import type { RunwayProfile } from '@freedompath/engine/runway';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatRate } from '@/lib/format';
import { InThreadWorker } from '../calculators/kit/test-support/in-thread-worker';
import { RunwayProbability } from './runway-probability';

// The worker's engine, with a way to make one simulation fail.
vi.mock('@freedompath/engine/fire', async (importOriginal) => {
  const engine = await importOriginal<typeof fire>();
  return { ...engine, runwayProbability: vi.fn(engine.runwayProbability) };
});
const { runwayProbability } = await vi.importActual<typeof fire>('@freedompath/engine/fire');

beforeAll(() => {
  vi.stubGlobal('Worker', InThreadWorker);
});

const profile: RunwayProfile = {
  breakDuration: 18,
  currentSavings: 10_000,
  stockInvestments: 45_000,
  cryptoInvestments: 2_000,
  monthlyExpensesDuringBreak: 3_200,
  monthlyIncomeBreak: 400,
};

const options = { runs: 10_000, seed: 1 };
const region = () => screen.getByRole('region', { name: 'Market Uncertainty' });

describe('RunwayProbability', () => {
  it('shows a progress bar, then the engine’s chance for the break', async () => {
    render(<RunwayProbability profile={profile} />);
    expect(
      within(region()).getByRole('progressbar', { name: 'Simulating 10,000 markets…' }),
    ).toBeTruthy();
    const expected = runwayProbability(profile, options);
    expect(expected.probability).toBeGreaterThan(0);
    expect(expected.probability).toBeLessThan(100);
    expect(
      await within(region()).findByText(
        `Monte Carlo: ${formatRate(expected.probability)} chance your money lasts your 18-month break`,
      ),
    ).toBeTruthy();
    expect(region().textContent).toContain('10,000 simulated markets, stock volatility 15%');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('counts 60 months without a planned break, and follows a changed profile', async () => {
    const noBreak = { ...profile, breakDuration: null, stockInvestments: 150_000 };
    const { rerender } = render(<RunwayProbability profile={noBreak} />);
    const first = runwayProbability(noBreak, options);
    expect(
      await screen.findByText(
        `Monte Carlo: ${formatRate(first.probability)} chance your money lasts 60 months`,
      ),
    ).toBeTruthy();

    // A what-if adds savings: the chance is simulated again for the profile now shown.
    const richer = { ...noBreak, currentSavings: 30_000 };
    rerender(<RunwayProbability profile={richer} />);
    expect(screen.getByRole('progressbar', { name: 'Simulating 10,000 markets…' })).toBeTruthy();
    const second = runwayProbability(richer, options);
    expect(first.probability).toBeGreaterThan(0);
    expect(second.probability).toBeGreaterThan(first.probability);
    expect(second.probability).toBeLessThan(100);
    expect(
      await screen.findByText(
        `Monte Carlo: ${formatRate(second.probability)} chance your money lasts 60 months`,
      ),
    ).toBeTruthy();
  });

  it('offers to try again when the simulation fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.mocked(fire.runwayProbability).mockImplementationOnce(() => {
      throw new Error('INVARIANT: broken');
    });
    const user = userEvent.setup();
    render(<RunwayProbability profile={profile} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The Monte Carlo simulation could not run.',
    );
    expect(warn).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^Monte Carlo: .* your 18-month break$/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
