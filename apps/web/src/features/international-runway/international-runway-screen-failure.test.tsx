import type * as International from '@freedompath/engine/international';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { freeCalculationCounter } from '../calculators/kit/gate/free-calculation-counter';
import { renderWithRouter } from '../calculators/kit/test-support/render-with-router';
import { internationalRunwayPlan } from './international-runway-plan';
import { InternationalRunwayScreen } from './international-runway-screen';

/** An engine that fails unexpectedly (not with its validation error). */
vi.mock('@freedompath/engine/international', async (importOriginal) => ({
  ...(await importOriginal<typeof International>()),
  calculateInternationalRunway: () => {
    throw new Error('engine fault');
  },
}));

describe('InternationalRunwayScreen when the engine fails', () => {
  beforeEach(() => {
    localStorage.clear();
    freeCalculationCounter.reset();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    act(() => toastStore.clear());
    vi.restoreAllMocks();
  });

  it("says 'Error calculating results', shows the Calculation Error notice and spends nothing", async () => {
    const user = userEvent.setup();
    renderWithRouter(() => (
      <InternationalRunwayScreen
        plan={{ ...internationalRunwayPlan.defaults, selectedCountries: ['portugal'] }}
      />
    ));
    await user.click(await screen.findByRole('button', { name: 'Calculate Financial Runway' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error calculating results');
    expect(toastStore.getSnapshot()).toContainEqual(
      expect.objectContaining({ title: 'Calculation Error' }),
    );
    expect(screen.queryByRole('region', { name: 'Your runway abroad' })).toBeNull();
    expect(freeCalculationCounter.used()).toBe(0);
  });
});
