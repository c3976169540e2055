import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { SESSION_HINT_KEY, sessionStore } from '../../lib/session-store';
import { aSession, aUser, apiError, stubApi } from '../../test/api-stub';
import type { StubReply } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { recoveryToken } from './recovery-token';

afterEach(() => {
  recoveryToken.clear();
});

function toastTitles() {
  const show = vi.spyOn(toastStore, 'show');
  return () => show.mock.calls.map(([options]) => options.title);
}

describe('AuthCallbackScreen', () => {
  it('verifies a sign-up link once (even in StrictMode), signs in and goes home', async () => {
    const { requests } = stubApi({
      'POST /auth/verify-email': { status: 200, body: aSession() },
      'GET /me': { status: 200, body: aUser() },
    });
    const titles = toastTitles();
    const { router } = await renderApp('/auth/callback?flow=signup&token=single-use', {
      strict: true,
    });
    await within(screen.getByRole('banner')).findByRole('link', { name: 'My Account' });
    expect(router.state.location.pathname).toBe('/');
    const verifications = requests.filter((request) => request.path === '/auth/verify-email');
    expect(verifications).toHaveLength(1);
    expect(verifications[0]?.body).toEqual({ token: 'single-use' });
    expect(titles()).toEqual(['Email confirmed successfully! You are now signed in.']);
    expect(sessionStore.getSnapshot().user?.email).toBe('ann@example.com');
    // Neither the page left behind nor its replacement keeps the token.
    expect(router.history.location.href).not.toContain('single-use');
    expect(router.history.length).toBe(1);
  });

  it('says verifying first, then Verification Failed with the API’s reason', async () => {
    let answer: (reply: StubReply) => void = () => undefined;
    stubApi({
      'POST /auth/verify-email': () => new Promise<StubReply>((resolve) => (answer = resolve)),
    });
    const titles = toastTitles();
    const { router } = await renderApp('/auth/callback?flow=signup&token=spent');
    await screen.findByRole('heading', { level: 1, name: 'Verifying your account...' });
    answer(apiError(400, 'INVALID_TOKEN', 'This link is invalid or has expired.'));
    await screen.findByRole('heading', { level: 1, name: 'Verification Failed' });
    expect(screen.getByRole('alert').textContent).toBe('This link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe(
      '/auth',
    );
    expect(titles()).toEqual(['This link is invalid or has expired.']);
    expect(router.state.location.href).toBe('/auth/callback');
    expect(sessionStore.getSnapshot().status).toBe('signed-out');
  });

  it('says a lost connection while verifying is a connection error', async () => {
    stubApi({ 'POST /auth/verify-email': 'network-error' });
    await renderApp('/auth/callback?flow=signup&token=abc');
    await screen.findByRole('heading', { level: 1, name: 'Verification Failed' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Connection error. Please check your internet connection and try again.',
    );
  });

  it('shows an error description from the hash, or the general message', async () => {
    stubApi({});
    const titles = toastTitles();
    await renderApp('/auth/callback#error=access_denied&error_description=Email+link+expired');
    await screen.findByRole('heading', { level: 1, name: 'Verification Failed' });
    expect(screen.getByRole('alert').textContent).toBe('Email link expired');
    expect(titles()).toEqual(['Email link expired']);
  });

  it('keeps a reset link’s token in memory only and leads on to set a new password', async () => {
    const { requests } = stubApi({});
    const titles = toastTitles();
    const { router } = await renderApp('/auth/callback?flow=recovery&token=reset-token', {
      strict: true,
    });
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(router.state.location.state.recovery).toBe(true);
    expect(recoveryToken.get()).toBe('reset-token');
    expect(titles()).toEqual(['Please set your new password below']);
    expect(screen.queryByLabelText('Current Password')).toBeNull();
    expect(screen.getByLabelText('New Password')).toBeTruthy();
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key)),
    );
    expect(stored.join(' ')).not.toContain('reset-token');
    expect(router.history.location.href).not.toContain('reset-token');
    expect(requests).toHaveLength(0);
  });

  it('without a link sends a signed-out visitor to Sign In', async () => {
    stubApi({});
    const { router } = await renderApp('/auth/callback');
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('without a link sends a signed-in visitor home, once the session is restored', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    sessionStore.reset();
    stubApi({
      'POST /auth/refresh': { status: 200, body: aSession() },
      'GET /me': { status: 200, body: aUser() },
    });
    const { router } = await renderApp('/auth/callback');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verifying your account...' }),
    ).toBeTruthy();
    act(() => sessionStore.start());
    await within(screen.getByRole('banner')).findByRole('link', { name: 'My Account' });
    await screen.findByRole('heading', { level: 1, name: 'Build your path to freedom' });
    expect(router.state.location.pathname).toBe('/');
  });
});
