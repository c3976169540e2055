import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { externalNavigation } from '@/lib/external-navigation';
import { sessionStore } from '@/lib/session-store';
import { aSession, apiError, stubApi } from '@/test/api-stub';
import type { StubReply } from '@/test/api-stub';
import { anEntitlements } from '@/test/entitlements-fixture';
import { renderApp } from '@/test/render-app';
import { PENDING_CHECKOUT_KEY, pendingCheckout } from './pending-checkout';

function toastTitles() {
  const show = vi.spyOn(toastStore, 'show');
  return () => show.mock.calls.map(([options]) => options.title);
}

async function openAuth(mode: 'sign-in' | 'sign-up' = 'sign-in') {
  const view = await renderApp('/auth');
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  if (mode === 'sign-up') {
    await view.user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
  }
  const fill = async (email: string, password: string) => {
    if (email) await view.user.type(screen.getByLabelText('Email'), email);
    if (password) await view.user.type(screen.getByLabelText('Password'), password);
  };
  const submit = () =>
    view.user.click(
      screen.getByRole('button', { name: mode === 'sign-up' ? 'Sign Up' : 'Sign In' }),
    );
  return { ...view, fill, submit };
}

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
};

describe('AuthScreen', () => {
  it('checks the fields before sending anything, and focuses the first invalid one', async () => {
    const { requests } = stubApi({});
    const { fill, submit } = await openAuth();
    await submit();
    expect(errorOf('Email')).toBe('Email is required');
    expect(errorOf('Password')).toBe('Password is required');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    await fill('not-an-address', 'x');
    await submit();
    expect(errorOf('Email')).toBe('Please enter a valid email address');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('false');
    expect(requests).toHaveLength(0);
  });

  it('asks a new password of at least 8 characters on sign-up', async () => {
    const { requests } = stubApi({});
    const { fill, submit } = await openAuth('sign-up');
    await fill('ann@example.com', 'short');
    await submit();
    expect(errorOf('Password')).toContain('Password must be at least 8 characters');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(requests).toHaveLength(0);
  });

  it('offers Forgot password? only in sign-in mode', async () => {
    stubApi({});
    const { user } = await openAuth();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/reset-password',
    );
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
  });

  it('signs up, says so and goes to /check-email with the address in navigation state', async () => {
    let answer: (reply: StubReply) => void = () => undefined;
    const { requests } = stubApi({
      'POST /auth/signup': () => new Promise<StubReply>((resolve) => (answer = resolve)),
    });
    const titles = toastTitles();
    const { fill, submit, router } = await openAuth('sign-up');
    await fill('  Ann@Example.com ', 'correct horse battery');
    await submit();
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeTruthy();
    answer({ status: 201, body: { message: 'Check your inbox.' } });
    await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    expect(requests[0]?.body).toEqual({
      email: 'ann@example.com',
      password: 'correct horse battery',
    });
    expect(titles()).toEqual(['Creating your account...', 'Check your email to continue.']);
    expect(router.state.location.pathname).toBe('/check-email');
    expect(router.state.location.search).toEqual({});
    expect(router.state.location.state.email).toBe('ann@example.com');
    expect(screen.getByText('ann@example.com')).toBeTruthy();
  });

  it('signs in, welcomes back and goes home signed in', async () => {
    stubApi({
      'POST /auth/signin': { status: 200, body: aSession() },
      'GET /me': { status: 200, body: aSession().user },
    });
    const titles = toastTitles();
    const { fill, submit, router } = await openAuth();
    await fill('ann@example.com', 'any password');
    await submit();
    await within(screen.getByRole('banner')).findByRole('link', { name: 'My Account' });
    expect(router.state.location.pathname).toBe('/');
    expect(titles()).toEqual(['Signing you in...', 'Welcome back!']);
    expect(sessionStore.accessToken()).toBe('access-1');
  });

  it.each([
    [
      'no connection',
      'network-error' as const,
      'Connection error. Please check your internet connection and try again.',
    ],
    [
      'wrong credentials',
      apiError(401, 'INVALID_CREDENTIALS', 'Wrong email or password'),
      'Invalid email or password. Please try again.',
    ],
    [
      'too many attempts',
      apiError(429, 'RATE_LIMITED', 'Too many attempts. Try again in a minute.'),
      'Too many attempts. Try again in a minute.',
    ],
  ])('on %s says so in a toast', async (_case, reply, message) => {
    stubApi({ 'POST /auth/signin': reply });
    const titles = toastTitles();
    const { fill, submit } = await openAuth();
    await fill('ann@example.com', 'any password');
    await submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(titles()).toEqual(['Signing you in...', message]);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(sessionStore.getSnapshot().status).toBe('signed-out');
  });

  it('shows the API’s field issues at their fields', async () => {
    stubApi({
      'POST /auth/signup': apiError(400, 'WEAK_PASSWORD', 'Password is too weak', [
        {
          path: 'body.password',
          message: 'This password is too common. Please choose a less predictable one.',
        },
      ]),
    });
    const titles = toastTitles();
    const { fill, submit } = await openAuth('sign-up');
    await fill('ann@example.com', 'password123');
    await submit();
    await waitFor(() =>
      expect(errorOf('Password')).toContain(
        'This password is too common. Please choose a less predictable one.',
      ),
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(titles()).toEqual(['Creating your account...']);
  });

  it('offers a new verification link when the address is not confirmed yet', async () => {
    const { requests } = stubApi({
      'POST /auth/signin': apiError(403, 'EMAIL_NOT_VERIFIED', 'Please confirm your email first.'),
      'POST /auth/resend-verification': {
        status: 202,
        body: { message: 'If the address needs confirming, a new link is on its way.' },
      },
    });
    const { fill, submit, user, router } = await openAuth();
    await fill('ann@example.com', 'any password');
    await submit();
    expect(await screen.findByText('Please confirm your email first.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    expect(requests.find((request) => request.path === '/auth/resend-verification')?.body).toEqual({
      email: 'ann@example.com',
    });
    expect(
      screen.getByText('If the address needs confirming, a new link is on its way.'),
    ).toBeTruthy();
    expect(router.state.location.state.email).toBe('ann@example.com');
  });

  describe('with a plan chosen on /pricing', () => {
    it('opens in sign-up mode, keeps the plan for the confirmation and carries it to /check-email', async () => {
      const { requests } = stubApi({
        'POST /auth/signup': { status: 201, body: { message: 'Check your inbox.' } },
      });
      const { user, router } = await renderApp('/auth?mode=sign-up&plan=yearly');
      await screen.findByRole('heading', { level: 1, name: 'Create Account' });
      expect(
        screen.getByText(
          'Once you confirm your email in this browser, you go on to checkout for the Yearly plan.',
        ),
      ).toBeTruthy();
      await user.type(screen.getByLabelText('Email'), 'Ann@Example.com');
      await user.type(screen.getByLabelText('Password'), 'correct horse battery');
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      await screen.findByRole('heading', { level: 1, name: 'Check your email' });
      expect(requests[0]?.body).toEqual({
        email: 'ann@example.com',
        password: 'correct horse battery',
      });
      expect(router.state.location.search).toEqual({ plan: 'yearly' });
      expect(
        screen.getByText(
          /Open the link in this browser: once you confirm your email, you go on to checkout for the Yearly plan./,
        ),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe(
        '/auth?plan=yearly',
      );
      // The plan and the address wait for the confirmation link; no token is stored.
      expect(localStorage.getItem(PENDING_CHECKOUT_KEY)).not.toContain('access');
      expect(pendingCheckout.take('ann@example.com')).toBe('yearly');
    });

    it('signs in and goes on to the plan’s checkout, through /pricing', async () => {
      const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
      const { requests } = stubApi({
        'POST /auth/signin': { status: 200, body: aSession() },
        'GET /me': { status: 200, body: aSession().user },
        'GET /me/entitlements': { status: 200, body: anEntitlements() },
        'POST /billing/checkout': { status: 200, body: { url: 'https://pay.example.com/c/9' } },
      });
      const { user, router } = await renderApp('/auth?plan=monthly');
      await screen.findByRole('heading', { level: 1, name: 'Sign In' });
      expect(
        screen.getByText('Once you sign in, you go on to checkout for the Monthly plan.'),
      ).toBeTruthy();
      await user.type(screen.getByLabelText('Email'), 'ann@example.com');
      await user.type(screen.getByLabelText('Password'), 'any password');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example.com/c/9'));
      const checkout = requests.find((request) => request.path === '/billing/checkout');
      expect(checkout?.body).toEqual({ plan: 'monthly' });
      expect(checkout?.headers.get('Authorization')).toBe('Bearer access-1');
      // It leaves from /pricing, the card of the plan showing it on its way.
      expect(router.state.location.pathname).toBe('/pricing');
      expect(router.state.location.search).toEqual({});
      expect(screen.getByRole('button', { name: 'Loading...' })).toBeTruthy();
    });

    it('sends a signed-in user whose checkout is refused to /pricing with the reason', async () => {
      const message = 'You already have lifetime access: there is nothing more to buy.';
      stubApi({
        'POST /auth/signin': { status: 200, body: aSession() },
        'GET /me': { status: 200, body: aSession().user },
        'GET /me/entitlements': { status: 200, body: anEntitlements() },
        'POST /billing/checkout': apiError(409, 'LIFETIME_OWNED', message),
      });
      const { user, router } = await renderApp('/auth?plan=lifetime');
      await screen.findByRole('heading', { level: 1, name: 'Sign In' });
      await user.type(screen.getByLabelText('Email'), 'ann@example.com');
      await user.type(screen.getByLabelText('Password'), 'any password');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      expect(await screen.findByText(message)).toBeTruthy();
      await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    });

    it('ignores a plan it does not know', async () => {
      stubApi({});
      const { router } = await renderApp('/auth?mode=sign-up&plan=platinum');
      await screen.findByRole('heading', { level: 1, name: 'Create Account' });
      expect(router.state.location.search).toEqual({ mode: 'sign-up' });
      expect(screen.queryByText(/checkout/)).toBeNull();
    });
  });
});
