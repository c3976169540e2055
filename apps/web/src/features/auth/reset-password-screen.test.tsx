import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { sessionStore } from '@/lib/session-store';
import { aSession, apiError, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { recoveryToken } from './recovery-token';
import { REDIRECT_DELAY_MS } from './set-password-form';

afterEach(() => {
  recoveryToken.clear();
});

function toastTitles() {
  const show = vi.spyOn(toastStore, 'show');
  return () => show.mock.calls.map(([options]) => options.title);
}

const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
};

async function openSetMode() {
  const view = await renderApp('/reset-password');
  await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
  const update = () => view.user.click(screen.getByRole('button', { name: 'Update Password' }));
  return { ...view, update };
}

describe('ResetPasswordScreen', () => {
  it('requests reset instructions, then names the address it sent them to', async () => {
    const { requests } = stubApi({
      'POST /auth/forgot-password': {
        status: 202,
        body: { message: 'If an account exists, instructions are on their way.' },
      },
    });
    const titles = toastTitles();
    const { user } = await renderApp('/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe(
      '/auth',
    );
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(errorOf('Email')).toBe('Email is required');
    expect(requests).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'Ann@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    expect(requests[0]).toMatchObject({
      path: '/auth/forgot-password',
      body: { email: 'ann@example.com' },
    });
    expect(screen.getByRole('main').textContent).toContain(
      'We sent password reset instructions to ann@example.com.',
    );
    expect(screen.getByText(/spam/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toBeTruthy();
    expect(titles()).toEqual([
      'Sending reset instructions...',
      'Password reset instructions sent to your email!',
    ]);
  });

  it('says a lost connection on request is a connection error', async () => {
    stubApi({ 'POST /auth/forgot-password': 'network-error' });
    const { user } = await renderApp('/reset-password');
    await user.type(await screen.findByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));
    expect(
      await screen.findByText(
        'Connection error. Please check your internet connection and try again.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
  });

  it('checks both new-password fields for length and that they match', async () => {
    const { requests } = stubApi({});
    recoveryToken.set('reset-token');
    const { user, update } = await openSetMode();
    await update();
    expect(errorOf('New Password')).toContain('Password must be at least 8 characters');
    expect(errorOf('Confirm Password')).toContain('Password must be at least 8 characters');
    expect(document.activeElement).toBe(screen.getByLabelText('New Password'));

    await user.type(screen.getByLabelText('New Password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm Password'), 'long enougH');
    await update();
    expect(errorOf('New Password')).not.toContain('Password must');
    expect(errorOf('Confirm Password')).toBe('Passwords do not match');
    expect(document.activeElement).toBe(screen.getByLabelText('Confirm Password'));
    expect(requests).toHaveLength(0);
  });

  it('sets the new password with the link’s token, signs in, and goes home after 1 s', async () => {
    const { requests } = stubApi({
      'POST /auth/reset-password': { status: 200, body: aSession({ accessToken: 'fresh' }) },
      'GET /me': { status: 200, body: aSession().user },
    });
    recoveryToken.set('reset-token');
    const titles = toastTitles();
    const { user, update, router } = await openSetMode();
    await user.type(screen.getByLabelText('New Password'), 'a brand new one');
    await user.type(screen.getByLabelText('Confirm Password'), 'a brand new one');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await update();
      await screen.findByText(/Taking you home/);
      expect(requests[0]).toMatchObject({
        path: '/auth/reset-password',
        body: { token: 'reset-token', password: 'a brand new one' },
      });
      expect(titles()).toEqual(['Updating your password...', 'Password updated successfully!']);
      expect(sessionStore.accessToken()).toBe('fresh');
      expect(recoveryToken.get()).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS - 100));
      expect(router.state.location.pathname).toBe('/reset-password');
      await act(() => vi.advanceTimersByTimeAsync(100));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes back to request mode when the link was spent or expired', async () => {
    stubApi({
      'POST /auth/reset-password': apiError(
        400,
        'INVALID_TOKEN',
        'This link is invalid or has expired.',
      ),
    });
    recoveryToken.set('spent');
    const { user, update } = await openSetMode();
    await user.type(screen.getByLabelText('New Password'), 'a brand new one');
    await user.type(screen.getByLabelText('Confirm Password'), 'a brand new one');
    await update();
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    expect(
      screen.getAllByText(/This link is invalid or has expired\./).length,
    ).toBeGreaterThanOrEqual(1);
    expect(recoveryToken.get()).toBeNull();
  });

  it('asks a signed-in user for the current password and changes it on /me/password', async () => {
    const { requests } = stubApi({
      'GET /me': { status: 200, body: aSession().user },
      'POST /me/password': ({ body }) =>
        (body as { currentPassword: string }).currentPassword === 'right one'
          ? { status: 204 }
          : apiError(403, 'INVALID_CREDENTIALS', 'Your current password is not correct.'),
    });
    act(() => sessionStore.signIn(aSession()));
    const titles = toastTitles();
    const { user, update } = await openSetMode();
    await update();
    expect(errorOf('Current Password')).toBe('Password is required');

    await user.type(screen.getByLabelText('Current Password'), 'wrong one');
    await user.type(screen.getByLabelText('New Password'), 'a brand new one');
    await user.type(screen.getByLabelText('Confirm Password'), 'a brand new one');
    await update();
    await waitFor(() =>
      expect(errorOf('Current Password')).toBe('Your current password is not correct.'),
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Current Password'));

    await user.clear(screen.getByLabelText('Current Password'));
    await user.type(screen.getByLabelText('Current Password'), 'right one');
    await update();
    await screen.findByText(/Taking you home/);
    const change = requests.filter((request) => request.path === '/me/password').at(-1);
    expect(change?.body).toEqual({ currentPassword: 'right one', newPassword: 'a brand new one' });
    expect(change?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(titles().at(-1)).toBe('Password updated successfully!');
  });

  it('shows "Failed to update password" when the answer says nothing useful', async () => {
    stubApi({
      'GET /me': { status: 200, body: aSession().user },
      'POST /me/password': { status: 500, body: '<html>oops</html>' },
    });
    act(() => sessionStore.signIn(aSession()));
    const { user, update } = await openSetMode();
    await user.type(screen.getByLabelText('Current Password'), 'right one');
    await user.type(screen.getByLabelText('New Password'), 'a brand new one');
    await user.type(screen.getByLabelText('Confirm Password'), 'a brand new one');
    await update();
    expect(await screen.findByText('Failed to update password')).toBeTruthy();
  });

  it('explains a reset link forgotten by a reload and asks for the address again', async () => {
    stubApi({});
    const { router } = await renderApp('/');
    await act(() => router.navigate({ to: '/reset-password', state: { recovery: true } }));
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    expect(screen.getByText(/works only in the tab that opened it/)).toBeTruthy();
  });
});
