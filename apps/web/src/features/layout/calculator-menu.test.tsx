import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { AnyRouter } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calculatorCatalog } from '../calculators/calculator-catalog';
import { CalculatorMenu } from './calculator-menu';

/**
 * The picker in a root layout over a page per calculator (as the header sits over the app's
 * pages), so it survives navigation and can mark the page on screen.
 */
async function renderPicker(path = '/') {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <CalculatorMenu />
        <button type="button">Elsewhere</button>
        <Outlet />
      </>
    ),
  });
  const pages = ['/', ...calculatorCatalog.map(({ route }) => route)].map((route) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: route,
      component: () => <h1>{route}</h1>,
    }),
  );
  const router: AnyRouter = createRouter({
    routeTree: rootRoute.addChildren(pages),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: path });
  return { router, user, trigger: screen.getByRole('button', { name: 'Select Calculator' }) };
}

const searchBox = () => screen.getByRole('combobox', { name: 'Search calculators' });
/** The title of the calculator an option stands for (its id ends with the calculator's). */
const nameOf = (option: HTMLElement | null) =>
  calculatorCatalog.find(({ id }) => option?.id.endsWith(`-${id}`))?.title;
const optionNames = () => screen.queryAllByRole('option').map(nameOf);
const activeName = () =>
  nameOf(document.getElementById(searchBox().getAttribute('aria-activedescendant') ?? ''));

describe('CalculatorMenu', () => {
  it('opens on a press, focuses the search box and lists every calculator with its badge', async () => {
    const { user, trigger } = await renderPicker();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    await user.click(trigger);

    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const search = searchBox();
    expect(document.activeElement).toBe(search);
    expect(search.getAttribute('aria-autocomplete')).toBe('list');
    expect(search.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Calculators' });
    expect(search.getAttribute('aria-controls')).toBe(listbox.id);
    expect(within(listbox).getAllByRole('option')).toHaveLength(calculatorCatalog.length);
    expect(
      within(listbox)
        .getAllByRole('group')
        .map((group) => group.textContent),
    ).toEqual([
      expect.stringMatching(/^Core Planning Tools/),
      expect.stringMatching(/^Work & Income Tools/),
      expect.stringMatching(/^Specialized Tools/),
    ]);
    expect(screen.getByRole('option', { name: /^Runway Calculator Popular/ })).toBeTruthy();
    for (const title of [
      'Paycheck Planner',
      'Freelance Rate Calculator',
      'Prepaid Expenses Calculator',
      'Debt Paydown Calculator',
      'Layoff Transition Calculator',
      'Career Break Travel Planner',
    ]) {
      expect(screen.getByRole('option', { name: new RegExp(`^${title} New`) })).toBeTruthy();
    }
    expect(screen.getByRole('status').textContent).toBe(`${calculatorCatalog.length} calculators`);
    expect(activeName()).toBe('Runway Calculator');
  });

  it('filters by title and description as you type, dropping empty groups', async () => {
    const { user, trigger } = await renderPicker();
    await user.click(trigger);

    await user.keyboard('DEBT');
    expect(optionNames()).toEqual(['Debt Paydown Calculator']);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'Specialized Tools' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 calculator');
    expect(activeName()).toBe('Debt Paydown Calculator');

    // "severance" is only in the Layoff Calculator's description.
    await user.clear(searchBox());
    await user.keyboard('severance');
    expect(optionNames()).toEqual(['Layoff Transition Calculator']);

    await user.clear(searchBox());
    await user.keyboard('rate freelance');
    expect(optionNames()).toEqual(['Freelance Rate Calculator']);
  });

  it('says clearly when nothing matches', async () => {
    const { user, trigger } = await renderPicker();
    await user.click(trigger);
    await user.keyboard('crypto');

    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByText('No calculators match “crypto”')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 calculators');
    expect(searchBox().getAttribute('aria-expanded')).toBe('false');
    expect(searchBox().hasAttribute('aria-activedescendant')).toBe(false);
    // Enter with nothing to open stays put.
    await user.keyboard('{Enter}');
    expect(searchBox()).toBeTruthy();
  });

  it('moves the active option with the arrows (wrapping), Home and End', async () => {
    const { user, trigger } = await renderPicker();
    await user.click(trigger);
    const all = optionNames();

    await user.keyboard('{ArrowUp}');
    expect(activeName()).toBe(all.at(-1));
    await user.keyboard('{ArrowDown}');
    expect(activeName()).toBe(all[0]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeName()).toBe(all[2]);
    await user.keyboard('{End}');
    expect(activeName()).toBe(all.at(-1));
    await user.keyboard('{ArrowDown}');
    expect(activeName()).toBe(all[0]);
    await user.keyboard('{ArrowDown}{Home}');
    expect(activeName()).toBe(all[0]);

    const active = screen.getByRole('option', { selected: true });
    expect(searchBox().getAttribute('aria-activedescendant')).toBe(active.id);
  });

  it('opens the active calculator on Enter, closes and gives focus back to the button', async () => {
    const { router, user, trigger } = await renderPicker();
    await user.click(trigger);
    await user.keyboard('debt{Enter}');

    await screen.findByRole('heading', { level: 1, name: '/debt-paydown-calculator' });
    expect(router.state.location.pathname).toBe('/debt-paydown-calculator');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('marks the calculator on screen as the current page and starts on it', async () => {
    const { user, trigger } = await renderPicker('/layoff-calculator');
    await user.click(trigger);

    const current = screen.getByRole('option', { current: 'page' });
    expect(nameOf(current)).toBe('Layoff Transition Calculator');
    expect(activeName()).toBe('Layoff Transition Calculator');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const { user, trigger } = await renderPicker();
    await user.click(trigger);
    await user.keyboard('pay{Escape}');

    expect(screen.queryByRole('combobox')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);

    // It opens afresh, with the whole list.
    await user.click(trigger);
    expect((searchBox() as HTMLInputElement).value).toBe('');
    expect(screen.getAllByRole('option')).toHaveLength(calculatorCatalog.length);

    // Shift+Tab from the search box lands on the button, the panel still open: Escape there too.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('opens with ArrowDown from the button', async () => {
    const { user, trigger } = await renderPicker();
    trigger.focus();
    await user.keyboard('{ArrowDown}');

    expect(document.activeElement).toBe(searchBox());
    expect(activeName()).toBe('Runway Calculator');
  });

  it('closes when focus tabs out or the pointer goes down elsewhere', async () => {
    const { user, trigger } = await renderPicker();
    await user.click(trigger);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('combobox')).toBeNull();

    await user.click(trigger);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('combobox')).toBeNull();

    await user.click(trigger);
    await user.click(trigger);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('highlights the option under the pointer and opens the one clicked', async () => {
    const { router, user, trigger } = await renderPicker();
    await user.click(trigger);
    const travel = screen.getByRole('option', { name: /^Career Break Travel Planner New/ });

    await user.hover(travel);
    expect(activeName()).toBe('Career Break Travel Planner');
    expect(travel.getAttribute('aria-selected')).toBe('true');
    // Pressing an option leaves focus in the search box.
    await user.click(travel);
    await screen.findByRole('heading', { level: 1, name: '/travel-planner' });
    expect(router.state.location.pathname).toBe('/travel-planner');
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
