import type { Scenario } from '@freedompath/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session-store';
import { aSession, aUser, apiError, stubApi } from '@/test/api-stub';
import type { StubReply } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { toastStore } from '@/components/ui/toast-store';

function aPlan(overrides: Partial<Scenario> = {}): Scenario {
  return {
    id: '0b6f4a52-8a1e-4c53-9d7e-2f3a4b5c6d70',
    name: 'Lean year',
    calculator: 'runway',
    inputs: { breakDuration: 12, currentSavings: 40_000 },
    results: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

const FIRE_PLAN = aPlan({
  id: '1c7e5b63-9b2f-4d64-8e8f-3a4b5c6d7e81',
  name: 'Retire at 50',
  calculator: 'fire',
  inputs: {},
  updatedAt: '2026-03-01T10:00:00.000Z',
});

/** The API of a signed-in user whose saved plans are `plans()` (a function, so tests change them). */
function stubAccount(
  plans: () => Scenario[] | StubReply,
  more: Parameters<typeof stubApi>[0] = {},
) {
  return stubApi({
    'GET /me': { status: 200, body: aUser() },
    'GET /me/entitlements': apiError(404, 'NOT_FOUND', 'Not in this test'),
    'GET /scenarios': ({ query }) => {
      expect(query.get('calculator')).toBeNull();
      const answer = plans();
      return Array.isArray(answer) ? { status: 200, body: { scenarios: answer } } : answer;
    },
    ...more,
  });
}

async function renderAccount() {
  act(() => sessionStore.signIn(aSession()));
  const view = await renderApp('/account');
  const card = await screen.findByRole('region', { name: 'Saved plans' });
  return { ...view, card };
}

describe('SavedPlansList on My Account', () => {
  it('lists every plan with its calculator and date, and opens one with its inputs and saved results, calculating nothing', async () => {
    const figures = [{ label: 'Runway', value: '13.3 months' }];
    const { requests } = stubAccount(() => [aPlan(), FIRE_PLAN], {
      [`GET /scenarios/${aPlan().id}`]: {
        status: 200,
        body: aPlan({ results: { figures, savedAt: '2026-03-02T09:00:00.000Z' } }),
      },
    });
    const { card, user, router } = await renderAccount();
    const rows = await within(card).findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Lean year',
      'Retire at 50',
    ]);
    expect(rows[0]?.textContent).toContain('Runway Calculator · Updated Mar 2, 2026');
    expect(rows[1]?.textContent).toContain('FIRE Calculator · Updated Mar 1, 2026');
    expect(within(card).getByText('2 of 100')).toBeTruthy();

    const open = within(card).getByRole('link', { name: 'Open Lean year' });
    const href = new URL(open.getAttribute('href') ?? '', 'http://localhost');
    expect(href.pathname).toBe('/runway-calculator');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      breakDuration: '12',
      currentSavings: '40000',
    });
    expect(href.hash).toBe(`#saved-plan=${aPlan().id}`);
    await user.click(open);
    await screen.findByRole('heading', { level: 1, name: 'Runway Calculator' });
    expect(router.state.location.pathname).toBe('/runway-calculator');
    expect(screen.getByLabelText<HTMLInputElement>(/^Break Duration/).value).toBe('12');
    expect(screen.getByLabelText<HTMLInputElement>(/^Current Savings/).value).toMatch(/^40,?000$/);
    expect(screen.queryByRole('region', { name: /results/i })).toBeNull();
    // The plan's saved results, not a calculation's.
    const saved = await screen.findByRole('region', { name: 'Lean year' });
    expect(saved.textContent).toContain('Results as saved on Mar 2, 2026');
    expect(saved.textContent).toContain('13.3 months');
    expect(requests.some((request) => request.path.startsWith('/quota'))).toBe(false);
    expect(requests.some((request) => request.path.startsWith('/calculations'))).toBe(false);
  });

  it('says so when there are none yet', async () => {
    stubAccount(() => []);
    const { card } = await renderAccount();
    expect(await within(card).findByText(/No saved plans yet/)).toBeTruthy();
    expect(within(card).queryByRole('list')).toBeNull();
  });

  it('says when they cannot be loaded, and tries again', async () => {
    let fail = true;
    stubAccount(() => (fail ? apiError(503, 'DATABASE_UNAVAILABLE', 'Briefly unavailable') : []));
    const { card, user } = await renderAccount();
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Your saved plans could not be loaded.',
    );
    fail = false;
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText(/No saved plans yet/)).toBeTruthy();
  });

  it('renames a plan, and deletes one after confirming, focus moving to the heading', async () => {
    let plans = [aPlan(), FIRE_PLAN];
    const { requests } = stubAccount(() => plans, {
      [`PATCH /scenarios/${aPlan().id}`]: ({ body }) => {
        const { name } = body as { name: string };
        if (name === 'Taken')
          return apiError(400, 'VALIDATION_FAILED', 'Invalid', [
            { path: 'body.name', message: 'Name must be at most 100 characters' },
          ]);
        plans = [aPlan({ name }), FIRE_PLAN];
        return { status: 200, body: plans[0] };
      },
      [`DELETE /scenarios/${FIRE_PLAN.id}`]: () => {
        plans = plans.filter((plan) => plan.id !== FIRE_PLAN.id);
        return { status: 204 };
      },
    });
    const { card, user } = await renderAccount();
    const rename = await within(card).findByRole('button', { name: 'Rename Lean year' });
    await user.click(rename);
    const dialog = await screen.findByRole('dialog', { name: 'Rename plan' });
    const name = within(dialog).getByLabelText('Plan name');
    expect(document.activeElement).toBe(name);
    await user.clear(name);
    // A field issue from the API lands at the field.
    await user.type(name, 'Taken{Enter}');
    expect(await within(dialog).findByText('Name must be at most 100 characters')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Leaner year{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(card).findByRole('button', { name: 'Rename Leaner year' })).toBeTruthy();
    expect(document.activeElement?.textContent).toContain('Rename');
    expect(toastStore.getSnapshot().map((toast) => toast.description)).toEqual([
      '“Lean year” is now “Leaner year”.',
    ]);

    await user.click(within(card).getByRole('button', { name: 'Delete Retire at 50' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Retire at 50”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete plan' }));
    await waitFor(() => expect(within(card).queryByText('Retire at 50')).toBeNull());
    expect(document.activeElement).toBe(within(card).getByRole('heading', { name: 'Saved plans' }));
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(toastStore.getSnapshot().at(-1)?.title).toBe('Plan deleted');
  });
});
