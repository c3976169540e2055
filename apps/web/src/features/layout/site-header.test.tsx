import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_HINT_KEY, sessionStore } from '@/lib/session-store';
import { aSession, aUser, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

const header = () => within(screen.getByRole('banner'));

/** The phone menu's panel, which the menu button controls while it is open. */
function menuPanel() {
  const id = header().getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error('the menu button controls no panel');
  return within(panel);
}

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

  it('links Pricing, Resources and Planning Guides', async () => {
    await renderApp('/pricing');
    const main = header().getByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Pricing', '/pricing'],
      ['Resources', '/resources'],
      ['Planning Guides', '/planning-guides'],
    ]);
    expect(header().getByRole('button', { name: 'Select Calculator' })).toBeTruthy();
  });

  it('discloses the links and Sign In under the phone menu button; Escape closes it', async () => {
    const { user } = await renderApp('/pricing');
    const button = header().getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.hasAttribute('aria-controls')).toBe(false);

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Close menu');
    const panel = menuPanel();
    expect(panel.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Pricing',
      'Resources',
      'Planning Guides',
      'Sign In',
    ]);

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-label')).toBe('Menu');
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the phone menu when one of its links is followed', async () => {
    const { router, user } = await renderApp('/pricing');
    await user.click(header().getByRole('button', { name: 'Menu' }));
    await user.click(menuPanel().getByRole('link', { name: 'Resources' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/resources'));
    // The new page's heading takes focus once its route resolves (use-page-change.ts), which
    // dismisses a menu open by then: on a busy machine the route's chunk may come after the
    // menu below is reopened.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Resources' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(header().getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );

    // Even a link to the page already shown: the visitor is done with the menu.
    await user.click(header().getByRole('button', { name: 'Menu' }));
    await user.click(menuPanel().getByRole('link', { name: 'Resources' }));
    expect(header().getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('gives an admin the Dashboard and the account items in the phone menu', async () => {
    stubApi({ 'GET /me': { status: 200, body: aUser({ role: 'admin' }) } });
    signIn();
    const { user } = await renderApp('/pricing');
    await header().findByRole('link', { name: 'Dashboard' });
    await user.click(header().getByRole('button', { name: 'Menu' }));
    const panel = menuPanel();
    expect(panel.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/admin/dashboard',
    );
    expect(panel.getByText('Admin')).toBeTruthy();
    expect(panel.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/account');
    expect(panel.getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });

  it('closes the phone menu when Sign Out in it goes home', async () => {
    stubApi({
      'GET /me': { status: 200, body: aUser() },
      'POST /auth/signout': { status: 204 },
    });
    signIn();
    const { router, user } = await renderApp('/pricing');
    await header().findByRole('link', { name: 'My Account' });
    await user.click(header().getByRole('button', { name: 'Menu' }));
    await user.click(menuPanel().getByRole('button', { name: 'Sign Out' }));
    await screen.findByText('You have been signed out.');
    expect(router.state.location.pathname).toBe('/');
    expect(header().getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });
});
