import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { aSession, aUser, stubApi } from '../../test/api-stub';
import { aPaidEntitlements, anEntitlements } from '../../test/entitlements-fixture';
import { renderApp } from '../../test/render-app';
import { FREE_CALCULATIONS_USED_KEY } from '../calculators/kit/gate/free-calculation-counter';

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
