import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_HINT_KEY, sessionStore } from '../../lib/session-store';
import { aSession, aUser, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

const header = () => within(screen.getByRole('banner'));

function signIn(role: 'user' | 'admin' = 'user') {
  act(() => sessionStore.signIn(aSession({ user: aUser({ role }) })));
}

describe('SiteHeader', () => {
  it('offers Sign In when signed out', async () => {
    await renderApp('/');
    expect((await header().findByRole('link', { name: 'Sign In' })).getAttribute('href')).toBe(
      '/auth',
    );
    expect(header().queryByRole('link', { name: 'My Account' })).toBeNull();
  });

  it('keeps the account corner’s room, unseen, while a saved session is restored', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    sessionStore.reset();
    await renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(header().queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(header().queryByRole('link', { name: 'My Account' })).toBeNull();
    expect(screen.getByRole('banner').textContent).toContain('My Account');
  });

  it('shows My Account and Sign Out when signed in, and nothing of an admin', async () => {
    stubApi({ 'GET /me': { status: 200, body: aUser() } });
    signIn();
    await renderApp('/');
    expect((await header().findByRole('link', { name: 'My Account' })).getAttribute('href')).toBe(
      '/account',
    );
    expect(header().getByRole('button', { name: 'Sign Out' })).toBeTruthy();
    expect(header().queryByRole('link', { name: 'Sign In' })).toBeNull();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(header().queryByText('Admin')).toBeNull();
    expect(header().queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('shows the Admin badge and the Dashboard link only when /me says admin', async () => {
    const { requests } = stubApi({ 'GET /me': { status: 200, body: aUser({ role: 'admin' }) } });
    signIn();
    await renderApp('/');
    const dashboard = await header().findByRole('link', { name: 'Dashboard' });
    expect(dashboard.getAttribute('href')).toBe('/admin/dashboard');
    expect(header().getByText('Admin')).toBeTruthy();
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('believes /me over the session: a demoted admin sees nothing of an admin', async () => {
    stubApi({ 'GET /me': { status: 200, body: aUser({ role: 'user' }) } });
    signIn('admin');
    await renderApp('/');
    await header().findByRole('link', { name: 'My Account' });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    // Let the answer land before asserting it changed nothing.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(header().queryByText('Admin')).toBeNull();
    expect(header().queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('signs out on the API, goes home and offers Sign In again', async () => {
    const { requests } = stubApi({
      'GET /me': { status: 200, body: aUser() },
      'POST /auth/signout': { status: 204 },
    });
    signIn();
    const { router, user } = await renderApp('/pricing');
    await user.click(await header().findByRole('button', { name: 'Sign Out' }));
    await header().findByRole('link', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/');
    expect(requests.some((request) => request.path === '/auth/signout')).toBe(true);
    expect(sessionStore.getSnapshot().status).toBe('signed-out');
    expect(await screen.findByText('You have been signed out.')).toBeTruthy();
  });
});
