import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/lib/session-store';
import { aSession, aUser, stubApi } from '@/test/api-stub';
import { aPaidEntitlements, anEntitlements } from '@/test/entitlements-fixture';
import { renderApp } from '@/test/render-app';
import { FREE_CALCULATIONS_USED_KEY } from '../calculators/kit/gate/free-calculation-counter';

describe('HomePage', () => {
  it('outlines the page without skipping a heading level', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const levels = within(screen.getByRole('main'))
      .getAllByRole('heading')
      .map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    for (const [index, level] of levels.entries()) {
      expect(level).toBeLessThanOrEqual((levels[index - 1] ?? 0) + 1);
    }
  });

  it('offers the two hero actions', async () => {
    await renderApp('/');
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Calculate My Runway')).toBe('/runway-calculator');
    expect(href('Explore Career Break Options')).toBe('/career-break-calculator');
  });

  it('shows small screens the first four featured tools as cards with catalogue badges', async () => {
    await renderApp('/');
    const cards = within(screen.getByRole('list', { name: 'Featured calculators' }));
    expect(cards.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/career-break-calculator',
      '/compensation-calculator',
      '/part-time-calculator',
      '/runway-calculator',
    ]);
    expect(cards.getByRole('link', { name: /^Runway Calculator/ }).textContent).toContain(
      'Popular',
    );
    expect(cards.queryByText('Featured')).toBeNull();
    expect(screen.getByRole('region', { name: 'Featured calculators' })).toBeTruthy();
  });

  it('lists every tool in three columns, the FIRE calculator included', async () => {
    await renderApp('/');
    const tools = within(screen.getByRole('region', { name: 'Choose your tool' }));
    expect(
      tools.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Core Planning Tools', 'Work & Income Tools', 'Specialized Tools']);
    expect(tools.getByRole('link', { name: /^FIRE Calculator/ }).getAttribute('href')).toBe(
      '/fire-calculator',
    );
    expect(
      within(screen.getByRole('region', { name: 'Simple pricing' }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Monthly', 'Yearly', 'Lifetime']);
  });
});

async function calculationsRegion() {
  return screen.findByRole('region', { name: 'Your calculations' });
}

describe('HomePage calculations', () => {
  it('shows a new visitor all 5 with a full bar and no note', async () => {
    await renderApp('/');
    const region = await calculationsRegion();
    expect(within(region).getByText('You have 5 calculations remaining')).toBeTruthy();
    expect(within(region).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('5');
    expect(within(region).queryByText(/^\d calculations? remaining$/)).toBeNull();
  });

  it('notes "N calculations remaining" for a visitor with fewer than 3 left', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '4');
    await renderApp('/');
    const region = await calculationsRegion();
    expect(within(region).getByText('1 calculation remaining')).toBeTruthy();
    expect(within(region).getByText('You have 1 calculation remaining')).toBeTruthy();
    expect(within(region).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
  });

  it('drops the bar once none remain', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '5');
    await renderApp('/');
    const region = await calculationsRegion();
    expect(within(region).getByText('You have 0 calculations remaining')).toBeTruthy();
    expect(within(region).queryByRole('progressbar')).toBeNull();
  });

  it('shows a signed-in free user the server’s count, without the visitor’s note', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '4');
    stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: anEntitlements({ used: 3, remaining: 2 }) },
    });
    act(() => sessionStore.signIn(aSession()));
    await renderApp('/');
    const region = await calculationsRegion();
    expect(await within(region).findByText('You have 2 calculations remaining')).toBeTruthy();
    expect(within(region).queryByText('2 calculations remaining')).toBeNull();
    expect(within(region).queryByText('1 calculation remaining')).toBeNull();
  });

  it('tells a paid user their calculations are unlimited', async () => {
    stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: aPaidEntitlements('monthly') },
    });
    act(() => sessionStore.signIn(aSession()));
    await renderApp('/');
    const region = await calculationsRegion();
    expect(
      await within(region).findByText('You have unlimited calculations with your subscription'),
    ).toBeTruthy();
    expect(within(region).queryByRole('progressbar')).toBeNull();
  });
});
