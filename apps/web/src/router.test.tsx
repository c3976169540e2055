import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calculatorCatalog } from './features/calculators/calculator-catalog';
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

describe('app routes', () => {
  it('renders the home page with its hero, actions and the tool grid', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Build your path to freedom' }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Calculate My Runway' }).getAttribute('href')).toBe(
      '/runway-calculator',
    );
    expect(
      screen.getByRole('link', { name: 'Explore Career Break Options' }).getAttribute('href'),
    ).toBe('/career-break-calculator');
    for (const group of ['Core Planning Tools', 'Work & Income Tools', 'Specialized Tools']) {
      expect(screen.getByRole('heading', { level: 3, name: group })).toBeDefined();
    }
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      '#main',
    );
  });

  it('opens the Select Calculator menu from the keyboard and navigates to a calculator', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    const trigger = await screen.findByRole('button', { name: 'Select Calculator' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items).toHaveLength(calculatorCatalog.length);
    const runway = within(menu).getByRole('menuitem', { name: /^Runway Calculator/ });
    expect(runway.textContent).toContain('Popular');
    runway.focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Runway Calculator' }),
    ).toBeDefined();
    expect(router.state.location.pathname).toBe('/runway-calculator');
  });

  it('shows every calculator page with its disclaimer and a link back home', async () => {
    renderAt('/layoff-calculator');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Layoff Transition Calculator' }),
    ).toBeDefined();
    expect(
      screen.getByText(/This calculator is coming in the next release: it will/),
    ).toBeDefined();
    expect(screen.getByRole('complementary', { name: 'Disclaimer' }).textContent).toMatch(
      /not financial, investment, tax or legal advice/,
    );
    expect(screen.getByRole('link', { name: /Back to all calculators/ }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('shows Page not found for an unknown path', async () => {
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
