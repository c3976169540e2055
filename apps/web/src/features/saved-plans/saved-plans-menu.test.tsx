import type { ResultSummary, Scenario } from '@freedompath/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { toastStore } from '@/components/ui/toast-store';
import { formatDate, todayIso } from '@/lib/local-date';
import { sessionStore } from '@/lib/session-store';
import { aSession, apiError, stubApi } from '@/test/api-stub';
import { anEntitlements } from '@/test/entitlements-fixture';
import type { StubReply, StubRequest } from '@/test/api-stub';
import { defineSearchPlan } from '../calculators/kit/plan/define-search-plan';
import { CalculatorScreen } from '../calculators/kit/screen/calculator-screen';
import { loadDocument } from './load-document';
import { savedPlansMenuTexts } from './saved-plans-menu';
import { savedResultsTexts } from './saved-results';

vi.mock('./load-document', () => ({ loadDocument: vi.fn() }));

/** A two-field plan standing in for the runway screen's. */
const plan = defineSearchPlan(
  () => ({ savings: z.nullable(z.number()), mode: z.enum(['cash', 'all']) }),
  { savings: null, mode: 'all' },
);

function aPlan(overrides: Partial<Scenario> = {}): Scenario {
  return {
    id: '0b6f4a52-8a1e-4c53-9d7e-2f3a4b5c6d70',
    name: 'Lean year',
    calculator: 'runway',
    inputs: { savings: 40_000, mode: 'cash' },
    results: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

const SUMMARY: ResultSummary = [
  { label: 'Runway', value: '18 months' },
  { label: 'Risk Level', value: 'Low Risk' },
];

/**
 * The runway route with the frame and a stand-in form, in a router and a query client; the
 * screen shows `summary` as its results, and `recalculate` is its calculate action.
 */
async function renderScreen(
  path = '/runway-calculator?savings=25000',
  { summary, recalculate = vi.fn() }: { summary?: ResultSummary; recalculate?: () => void } = {},
) {
  const rootRoute = createRootRoute({ component: Outlet });
  const calculator = createRoute({
    getParentRoute: () => rootRoute,
    path: '/runway-calculator',
    validateSearch: plan.schema,
    search: plan.search,
    component: () => (
      <CalculatorScreen id="runway-calculator" results={{ summary, recalculate }}>
        <p>The form</p>
      </CalculatorScreen>
    ),
  });
  const routes = ['/', '/account'].map((route) =>
    createRoute({ getParentRoute: () => rootRoute, path: route, component: () => <p>{route}</p> }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren([calculator, ...routes]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Runway Calculator' });
  return { router, user };
}

function signIn() {
  act(() => sessionStore.signIn(aSession()));
}

/** The menu button, once its lazily loaded code has replaced the disabled stand-in. */
async function menuButton(): Promise<HTMLElement> {
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Saved plans' }).hasAttribute('disabled')).toBe(
      false,
    ),
  );
  return screen.getByRole('button', { name: 'Saved plans' });
}

/** Opens the menu from the keyboard, as Radix's keyboard model has it. */
async function openMenu(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  (await menuButton()).focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('menu');
}

/**
 * Chooses `action` of a plan in the open menu with the keyboard: the plan's item, ArrowRight
 * into its actions, down to the action, Enter. (jsdom lays nothing out, so Radix's pointer
 * paths into a submenu cannot be followed here; the e2e journey uses the pointer.)
 */
async function choose(
  user: ReturnType<typeof userEvent.setup>,
  menu: HTMLElement,
  plan: RegExp,
  action: 'Open' | 'Rename…' | 'Delete…',
): Promise<void> {
  act(() => within(menu).getByRole('menuitem', { name: plan }).focus());
  await user.keyboard('{ArrowRight}');
  const target = await screen.findByRole('menuitem', { name: action });
  await waitFor(() =>
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Open' })),
  );
  while (document.activeElement !== target) await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
}

function listRoute(plans: Scenario[] | (() => StubReply)) {
  return ({ query }: StubRequest): StubReply => {
    expect(query.get('calculator')).toBe('runway');
    return typeof plans === 'function' ? plans() : { status: 200, body: { scenarios: plans } };
  };
}

const toastTitles = () => toastStore.getSnapshot().map((toast) => toast.title);

describe('SavedPlansMenu', () => {
  beforeEach(() => {
    vi.mocked(loadDocument).mockClear();
  });

  it('is not there for anonymous visitors', async () => {
    const { requests } = stubApi({});
    await renderScreen();
    expect(screen.queryByRole('button', { name: 'Saved plans' })).toBeNull();
    expect(requests).toEqual([]);
  });

  it('saves the screen’s plan under a name, with the product’s message, spending nothing', async () => {
    const { requests } = stubApi({
      'GET /scenarios': listRoute([]),
      'POST /scenarios': ({ body }) => ({
        status: 201,
        body: aPlan({ ...(body as Pick<Scenario, 'name' | 'inputs'>) }),
      }),
    });
    signIn();
    const { user } = await renderScreen();
    const menu = await openMenu(user);
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Save plan…' }));
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Save plan' });
    const name = within(dialog).getByLabelText('Plan name');
    expect((name as HTMLInputElement).value).toBe(`Runway Calculator — ${formatDate(todayIso())}`);
    expect(document.activeElement).toBe(name);
    await user.clear(name);
    await user.type(name, '  Lean year {Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toastTitles()).toEqual(['Financial data saved successfully!']);
    expect(toastStore.getSnapshot()[0]?.description).toBe('“Lean year” is in your saved plans.');
    const save = requests.find((request) => request.method === 'POST');
    expect(save?.body).toEqual({
      name: 'Lean year',
      calculator: 'runway',
      inputs: { savings: 25_000, mode: 'all' },
    });
    expect(save?.headers.get('Authorization')).toBe('Bearer access-1');
    // Saving is no calculation: nothing but the plans was asked for, besides the entitlements
    // the screen's frame reads to know whether the paywall covers it.
    expect(
      requests.every(
        (request) =>
          request.path === '/scenarios' ||
          (request.path === '/me/entitlements' && request.method === 'GET'),
      ),
    ).toBe(true);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Saved plans' })),
    );
  });

  it('checks the name, then shows the API’s refusal in the dialog and keeps it open', async () => {
    const { requests } = stubApi({
      'GET /scenarios': listRoute([]),
      'POST /scenarios': apiError(
        409,
        'SAVED_PLAN_LIMIT',
        'You can keep up to 100 saved plans. Delete one to save another.',
      ),
    });
    signIn();
    const { user } = await renderScreen();
    await openMenu(user);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Save plan' });
    const name = within(dialog).getByLabelText('Plan name');

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(name, 'One too many');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You can keep up to 100 saved plans. Delete one to save another.',
    );
    expect(screen.getByRole('dialog', { name: 'Save plan' })).toBeTruthy();
    expect(toastTitles()).toEqual([]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists this calculator’s plans and opens one as a shared link opens, calculating nothing', async () => {
    const plans = [
      aPlan(),
      aPlan({ id: '1c7e5b63-9b2f-4d64-8e8f-3a4b5c6d7e81', name: 'Defaults', inputs: {} }),
    ];
    const { requests } = stubApi({ 'GET /scenarios': listRoute(plans) });
    signIn();
    const { user } = await renderScreen();
    const menu = await openMenu(user);
    const lean = await within(menu).findByRole('menuitem', { name: /Lean year/ });
    expect(lean.textContent).toContain('Mar 2, 2026');
    expect(within(menu).getByRole('menuitem', { name: /Defaults/ })).toBeTruthy();
    expect(
      within(menu).getByRole('menuitem', { name: 'All saved plans' }).getAttribute('href'),
    ).toBe('/account');

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(lean);
    await user.keyboard('{ArrowRight}');
    const actions = await screen.findAllByRole('menu');
    const submenu = actions.at(-1) as HTMLElement;
    expect(
      within(submenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Open', 'Rename…', 'Delete…']);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(submenu).getByRole('menuitem', { name: 'Open' })),
    );
    await user.keyboard('{Enter}');

    expect(loadDocument).toHaveBeenCalledTimes(1);
    const href = new URL(vi.mocked(loadDocument).mock.calls[0]![0], 'http://localhost');
    expect(href.pathname).toBe('/runway-calculator');
    expect(Object.fromEntries(href.searchParams)).toEqual({ savings: '40000', mode: 'cash' });
    // The hash names the plan, so the screen shows the results it was saved with.
    expect(href.hash).toBe(`#saved-plan=${aPlan().id}`);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(
      expect.arrayContaining(['GET /scenarios']),
    );
    expect(requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it('renames and deletes a plan of the list, after confirming the delete', async () => {
    let plans = [aPlan()];
    const { requests } = stubApi({
      'GET /scenarios': listRoute(() => ({ status: 200, body: { scenarios: plans } })),
      [`PATCH /scenarios/${aPlan().id}`]: ({ body }) => {
        plans = [aPlan({ name: (body as { name: string }).name })];
        return { status: 200, body: plans[0] };
      },
      [`DELETE /scenarios/${aPlan().id}`]: () => {
        plans = [];
        return { status: 204 };
      },
    });
    signIn();
    const { user } = await renderScreen();

    let menu = await openMenu(user);
    await within(menu).findByRole('menuitem', { name: /Lean year/ });
    await choose(user, menu, /Lean year/, 'Rename…');
    const rename = await screen.findByRole('dialog', { name: 'Rename plan' });
    const name = within(rename).getByLabelText('Plan name');
    expect((name as HTMLInputElement).value).toBe('Lean year');
    await user.clear(name);
    await user.type(name, 'Leaner year');
    await user.click(within(rename).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      name: 'Leaner year',
    });
    expect(toastTitles()).toEqual(['Plan renamed']);

    menu = await openMenu(user);
    await within(menu).findByRole('menuitem', { name: /Leaner year/ });
    await choose(user, menu, /Leaner year/, 'Delete…');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Leaner year”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    menu = await openMenu(user);
    await choose(user, menu, /Leaner year/, 'Delete…');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete plan' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(toastTitles()).toEqual(['Plan renamed', 'Plan deleted']);

    menu = await openMenu(user);
    expect(
      await within(menu).findByRole('menuitem', {
        name: 'No saved plans for this calculator yet.',
      }),
    ).toBeTruthy();
  });

  it('says when the plans cannot be loaded, and tries again', async () => {
    let fail = true;
    stubApi({
      'GET /scenarios': listRoute(() =>
        fail ? 'network-error' : { status: 200, body: { scenarios: [aPlan()] } },
      ),
    });
    signIn();
    const { user } = await renderScreen();
    const menu = await openMenu(user);
    const failed = await within(menu).findByRole('menuitem', {
      name: 'Your saved plans could not be loaded.',
    });
    expect(failed.getAttribute('aria-disabled')).toBe('true');
    fail = false;
    await user.click(within(menu).getByRole('menuitem', { name: 'Try again' }));
    expect(await within(menu).findByRole('menuitem', { name: /Lean year/ })).toBeTruthy();
  });

  it('sends a plan too long for an address to My Account instead of loading it', async () => {
    stubApi({
      'GET /scenarios': listRoute([aPlan({ inputs: { savings: 1, note: 'x'.repeat(9_000) } })]),
    });
    signIn();
    const { user } = await renderScreen();
    const menu = await openMenu(user);
    await within(menu).findByRole('menuitem', { name: /Lean year/ });
    await choose(user, menu, /Lean year/, 'Open');
    expect(loadDocument).not.toHaveBeenCalled();
    expect(toastTitles()).toEqual(['This plan is too large to open from here']);
  });

  it('saves the results on screen with the plan, and says so', async () => {
    const { requests } = stubApi({
      'GET /scenarios': listRoute([]),
      'POST /scenarios': ({ body }) => {
        const { name, inputs, results } = body as Pick<Scenario, 'name' | 'inputs'> & {
          results: ResultSummary;
        };
        return {
          status: 201,
          body: aPlan({ name, inputs, results: { figures: results, savedAt: aPlan().createdAt } }),
        };
      },
    });
    signIn();
    const { user } = await renderScreen(undefined, { summary: SUMMARY });
    await openMenu(user);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Save plan' });
    expect(dialog.textContent).toContain(savedPlansMenuTexts.saveWithResults);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      results: SUMMARY,
    });
  });

  it('shows a taken name at the name field, and keeps the dialog open', async () => {
    const taken = 'You already have a plan of this calculator with that name. Choose another name.';
    stubApi({
      'GET /scenarios': listRoute([]),
      'POST /scenarios': apiError(409, 'SAVED_PLAN_NAME_TAKEN', taken, [
        { path: 'body.name', message: taken },
      ]),
    });
    signIn();
    const { user } = await renderScreen();
    await openMenu(user);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Save plan' });
    const name = within(dialog).getByLabelText('Plan name');
    await user.clear(name);
    await user.type(name, 'Lean year{Enter}');
    expect(await within(dialog).findByText(taken)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(within(dialog).getByText(taken).id);
    expect(document.activeElement).toBe(name);
    expect(toastTitles()).toEqual([]);
  });
});

describe('a reopened saved plan', () => {
  const opened = `/runway-calculator?savings=40000#saved-plan=${aPlan().id}`;

  it('shows its name and saved results, dated, spending nothing; Recalculate runs the screen’s calculate', async () => {
    const recalculate = vi.fn();
    const { requests } = stubApi({
      [`GET /scenarios/${aPlan().id}`]: {
        status: 200,
        body: aPlan({ results: { figures: SUMMARY, savedAt: '2026-03-02T09:00:00.000Z' } }),
      },
      'GET /me/entitlements': { status: 200, body: anEntitlements({ remaining: 4, used: 1 }) },
    });
    signIn();
    const { user } = await renderScreen(opened, { recalculate });
    const panel = await screen.findByRole('region', { name: 'Lean year' });
    expect(within(panel).getByText(savedResultsTexts.savedOn('Mar 2, 2026'))).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Runway', 'Risk Level']);
    expect(within(panel).getByText('18 months')).toBeTruthy();
    const button = within(panel).getByRole('button', { name: 'Recalculate' });
    await waitFor(() => expect(button.getAttribute('aria-describedby')).toBeTruthy());
    expect(
      await within(panel).findByText(
        'Recalculating spends one calculation: you have 4 calculations left.',
      ),
    ).toBeTruthy();
    // Seeing it again is no calculation.
    expect(requests.some((request) => /quota|calculations/.test(request.path))).toBe(false);

    await user.click(button);
    expect(recalculate).toHaveBeenCalledTimes(1);
  });

  it('goes once the screen shows results of its own', async () => {
    stubApi({
      [`GET /scenarios/${aPlan().id}`]: { status: 200, body: aPlan() },
    });
    signIn();
    await renderScreen(opened, { summary: SUMMARY });
    await menuButton();
    expect(screen.queryByRole('region', { name: 'Lean year' })).toBeNull();
  });

  it('says when it was saved without results', async () => {
    stubApi({ [`GET /scenarios/${aPlan().id}`]: { status: 200, body: aPlan() } });
    signIn();
    await renderScreen(opened);
    const panel = await screen.findByRole('region', { name: 'Lean year' });
    expect(within(panel).getByText(savedResultsTexts.noResults)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Recalculate' })).toBeTruthy();
  });

  it('says when it no longer exists', async () => {
    stubApi({
      [`GET /scenarios/${aPlan().id}`]: apiError(
        404,
        'NOT_FOUND',
        'This saved plan does not exist.',
      ),
    });
    signIn();
    await renderScreen(opened);
    expect(await screen.findByText(savedResultsTexts.gone)).toBeTruthy();
  });
});
