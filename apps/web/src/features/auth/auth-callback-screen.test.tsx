import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { externalNavigation } from '@/lib/external-navigation';
import { SESSION_HINT_KEY, sessionStore } from '@/lib/session-store';
import { aSession, aUser, apiError, stubApi } from '@/test/api-stub';
import type { StubReply } from '@/test/api-stub';
import { anEntitlements } from '@/test/entitlements-fixture';
import { renderApp } from '@/test/render-app';
import { PENDING_CHECKOUT_KEY, pendingCheckout } from './pending-checkout';
import { recoveryToken } from './recovery-token';

afterEach(() => {
  recoveryToken.clear();
});

const INVALID_LINK = 'This link is invalid or has expired. Please request a new one.';
const WRONG_PASSWORD =
  'That is not the password this address signed up with. Try again, or choose “Forgot password?” to set a new one.';

function toastTitles() {
  const show = vi.spyOn(toastStore, 'show');
  return () => show.mock.calls.map(([options]) => options.title);
}

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
};

describe('AuthCallbackScreen', () => {
  it('checks a sign-up link, then confirms it with the sign-up’s password and signs in', async () => {
    const { requests } = stubApi({
      'POST /auth/check-link': { status: 200, body: { email: 'ann@example.com' } },
      'POST /auth/verify-email': ({ body }) =>
        (body as { password: string }).password === 'a quiet harbour'
          ? { status: 200, body: aSession() }
          : apiError(401, 'INVALID_CREDENTIALS', WRONG_PASSWORD),
      'GET /me': { status: 200, body: aUser() },
    });
    const titles = toastTitles();
    const { router, user } = await renderApp('/auth/callback?flow=signup&token=single-use', {
      strict: true,
    });
    await screen.findByRole('heading', { level: 1, name: 'Confirm your email' });
    expect(screen.getByRole('main').textContent).toContain('Confirming ann@example.com');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/reset-password',
    );
    // Checked once, even though StrictMode runs the page's effect twice, and not spent.
    expect(requests.map((request) => [request.path, request.body])).toEqual([
      ['/auth/check-link', { token: 'single-use', flow: 'signup' }],
    ]);
    expect(router.history.location.href).not.toContain('single-use');
    expect(router.history.length).toBe(1);

    const confirm = () => user.click(screen.getByRole('button', { name: 'Confirm Email' }));
    await confirm();
    expect(errorOf('Password')).toBe('Password is required');
    expect(requests).toHaveLength(1);

    await user.type(password, 'not the one');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(errorOf('Password')).toBe(WRONG_PASSWORD));
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeTruthy();
    expect(sessionStore.getSnapshot().status).toBe('signed-out');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'a quiet harbour');
    await confirm();
    await within(screen.getByRole('banner')).findByRole('link', { name: 'My Account' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const verifications = requests.filter((request) => request.path === '/auth/verify-email');
    expect(verifications.map((request) => request.body)).toEqual([
      { token: 'single-use', password: 'not the one' },
      { token: 'single-use', password: 'a quiet harbour' },
    ]);
    expect(titles()).toEqual(['Email confirmed successfully! You are now signed in.']);
    expect(sessionStore.getSnapshot().user?.email).toBe('ann@example.com');
    expect(router.history.location.href).not.toContain('single-use');
  });

  it('says it is checking, then at once that a spent link failed, and sends a new one', async () => {
    let answer: (reply: StubReply) => void = () => undefined;
    const { requests } = stubApi({
      'POST /auth/check-link': () => new Promise<StubReply>((resolve) => (answer = resolve)),
      'POST /auth/resend-verification': {
        status: 202,
        body: { message: 'If the address needs confirming, a new link is on its way.' },
      },
    });
    const titles = toastTitles();
    const { router, user } = await renderApp('/auth/callback?flow=signup&token=spent');
    await screen.findByRole('heading', { level: 1, name: 'Verifying your account...' });
    expect(screen.getByRole('status').textContent).toBe('Checking your link…');
    answer(apiError(400, 'INVALID_TOKEN', INVALID_LINK));
    await screen.findByRole('heading', { level: 1, name: 'Verification Failed' });
    expect(screen.getByRole('alert').textContent).toBe(INVALID_LINK);
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe(
      '/auth',
    );
    expect(titles()).toEqual([INVALID_LINK]);
    expect(router.state.location.href).toBe('/auth/callback');
    expect(sessionStore.getSnapshot().status).toBe('signed-out');

    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(errorOf('Email')).toBe('Email is required');
    await user.type(screen.getByLabelText('Email'), ' Ann@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'If the address needs confirming, a new link is on its way.',
    );
    expect(requests.map((request) => [request.path, request.body])).toEqual([
      ['/auth/check-link', { token: 'spent', flow: 'signup' }],
      ['/auth/resend-verification', { email: 'ann@example.com' }],
    ]);
  });

  it('shows Verification Failed when the link stopped working before the password came', async () => {
    stubApi({
      'POST /auth/check-link': { status: 200, body: { email: 'ann@example.com' } },
      'POST /auth/verify-email': apiError(400, 'INVALID_TOKEN', INVALID_LINK),
    });
    const { user } = await renderApp('/auth/callback?flow=signup&token=abc');
    await user.type(await screen.findByLabelText('Password'), 'a quiet harbour');
    await user.click(screen.getByRole('button', { name: 'Confirm Email' }));
    await screen.findByRole('heading', { level: 1, name: 'Verification Failed' });
    expect(screen.getByRole('alert').textContent).toBe(INVALID_LINK);
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeTruthy();
  });

  it('says a lost connection while checking is a connection error', async () => {
    stubApi({ 'POST /auth/check-link': 'network-error' });
    await renderApp('/auth/callback?flow=signup&token=abc');
    await screen.findByRole('heading', { level: 1, name: 'Verification Failed' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Connection error. Please check your internet connection and try again.',
    );
  });

  it('shows an error description from the hash, or the general message', async () => {
    const { requests } = stubApi({});
    const titles = toastTitles();
    await renderApp('/auth/callback#error=access_denied&error_description=Email+link+expired');
    await screen.findByRole('heading', { level: 1, name: 'Verification Failed' });
    expect(screen.getByRole('alert').textContent).toBe('Email link expired');
    expect(titles()).toEqual(['Email link expired']);
    expect(screen.queryByRole('button', { name: 'Send a new link' })).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('checks a reset link, keeps its token in memory only and leads on to set a new password', async () => {
    const { requests } = stubApi({
      'POST /auth/check-link': { status: 200, body: { email: 'ann@example.com' } },
    });
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
    expect(requests.map((request) => [request.path, request.body])).toEqual([
      ['/auth/check-link', { token: 'reset-token', flow: 'recovery' }],
    ]);
  });

  it('says a spent reset link failed when it is opened, and offers a new one', async () => {
    stubApi({ 'POST /auth/check-link': apiError(400, 'INVALID_TOKEN', INVALID_LINK) });
    const titles = toastTitles();
    const { router, user } = await renderApp('/auth/callback?flow=recovery&token=spent');
    await screen.findByRole('heading', { level: 1, name: 'Verification Failed' });
    expect(screen.getByRole('alert').textContent).toBe(INVALID_LINK);
    expect(titles()).toEqual([INVALID_LINK]);
    expect(recoveryToken.get()).toBeNull();
    expect(screen.queryByLabelText('New Password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe(
      '/auth',
    );
    await user.click(screen.getByRole('link', { name: 'Request a new reset link' }));
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    expect(router.state.location.pathname).toBe('/reset-password');
    expect(screen.getByRole('button', { name: 'Send Reset Instructions' })).toBeTruthy();
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

  describe('after "Sign Up to Continue" on /pricing', () => {
    async function confirm(address: string) {
      const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
      const { requests } = stubApi({
        'POST /auth/check-link': { status: 200, body: { email: address } },
        'POST /auth/verify-email': { status: 200, body: aSession() },
        'GET /me': { status: 200, body: aUser() },
        'GET /me/entitlements': { status: 200, body: anEntitlements() },
        'POST /billing/checkout': { status: 200, body: { url: 'https://pay.example.com/c/5' } },
      });
      const view = await renderApp('/auth/callback?flow=signup&token=single-use', {
        strict: true,
      });
      await screen.findByRole('heading', { level: 1, name: 'Confirm your email' });
      await view.user.type(screen.getByLabelText('Password'), 'a quiet harbour');
      await view.user.click(screen.getByRole('button', { name: 'Confirm Email' }));
      return { ...view, assign, requests };
    }

    it('goes on from the confirmation to the chosen plan’s checkout', async () => {
      pendingCheckout.remember('yearly', 'ann@example.com');
      const { assign, requests, router } = await confirm('ann@example.com');
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example.com/c/5'));
      expect(requests.filter((r) => r.path === '/billing/checkout').map((r) => r.body)).toEqual([
        { plan: 'yearly' },
      ]);
      // Once: StrictMode ran the pricing page's effect twice.
      expect(router.state.location.pathname).toBe('/pricing');
      expect(localStorage.getItem(PENDING_CHECKOUT_KEY)).toBeNull();
    });

    it('goes home when the plan was chosen by another address', async () => {
      pendingCheckout.remember('yearly', 'bob@example.com');
      const { assign, requests, router } = await confirm('ann@example.com');
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(assign).not.toHaveBeenCalled();
      expect(requests.some((r) => r.path === '/billing/checkout')).toBe(false);
    });
  });
});
