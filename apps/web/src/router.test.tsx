import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { calculatorCatalog, calculatorsByGroup } from './features/calculators/calculator-catalog';
import { createAppRouter, createQueryClient } from './router';

function renderAt(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// Each test renders the whole app in jsdom, and role queries compute accessible names and
// styles over the full page: the first test takes about 0.4 s on an idle core (first calls are
// slow) and took 8.6 s on 2 cores busy building the workspace (scripts/test-under-load.sh).
describe('app routes', { timeout: 30_000 }, () => {
  // A route's component is a chunk the router imports on first use (autoCodeSplitting), which
  // Vitest transforms then. A page waits for it, and findByRole waits only 1 s for the page:
  // loading the visited routes' chunks beforehand keeps a busy machine's transforms out of it.
  beforeAll(async () => {
    const router = createAppRouter();
    await Promise.all(
      (['/', '/runway-calculator', '/fire-calculator'] as const).map((to) =>
        router.preloadRoute({ to }),
      ),
    );
  });

  it('renders the home page with its hero, actions and the tool grid', async () => {
    renderAt('/');
    // findByRole throws unless exactly one level-1 heading appears.
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Build your path to freedom',
    );
    expect(document.title).toBe('FreedomPath — Build your path to freedom');
    expect(screen.getByRole('link', { name: 'Calculate My Runway' }).getAttribute('href')).toBe(
      '/runway-calculator',
    );
    expect(
      screen.getByRole('link', { name: 'Explore Career Break Options' }).getAttribute('href'),
    ).toBe('/career-break-calculator');
    for (const { group, calculators } of calculatorsByGroup()) {
      const links = within(screen.getByRole('region', { name: group })).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(
        calculators.map(({ route }) => route),
      );
    }
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      '#main',
    );
  });

  it('opens the Select Calculator picker from the keyboard and navigates to a calculator', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    const trigger = await screen.findByRole('button', { name: 'Select Calculator' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox', { name: 'Calculators' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(calculatorCatalog.length);
    const runway = within(listbox).getByRole('option', { name: /^Runway Calculator/ });
    expect(runway.textContent).toContain('Popular');
    // The search box has focus and points at the first option, Runway.
    expect(runway.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Runway Calculator' });
    expect(router.state.location.pathname).toBe('/runway-calculator');
    expect(document.title).toBe('Runway Calculator — FreedomPath');
  });

  it('shows a calculator page with its tabs, disclaimer and a link back home', async () => {
    renderAt('/fire-calculator');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('FIRE Calculator');
    expect(document.title).toBe('FIRE Calculator — FreedomPath');
    expect(screen.getByRole('tab', { name: 'Calculator' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Guide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run Simulation' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Disclaimer' }).textContent).toMatch(
      /not financial, investment, tax or legal advice/,
    );
    expect(screen.getByRole('link', { name: /Back to all calculators/ }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('shows Page not found for an unknown path', async () => {
    renderAt('/no-such-page');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    expect(document.title).toBe('Page not found — FreedomPath');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
