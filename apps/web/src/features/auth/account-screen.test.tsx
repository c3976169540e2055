import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_HINT_KEY, sessionStore } from '@/lib/session-store';
import { aSession, aUser, apiError, stubApi } from '@/test/api-stub';
import { aPaidEntitlements, anEntitlements } from '@/test/entitlements-fixture';
import { renderApp } from '@/test/render-app';

function signIn() {
  act(() => sessionStore.signIn(aSession()));
}

describe('AccountScreen', () => {
  it('waits for a saved session, then sends a signed-out visitor to Sign In', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    sessionStore.reset();
    stubApi({ 'POST /auth/refresh': apiError(401, 'UNAUTHORIZED', 'No session') });
    const { router } = await renderApp('/account');
    expect((await screen.findByRole('status')).textContent).toBe('Loading your account...');
    expect(router.state.location.pathname).toBe('/account');
    act(() => sessionStore.start());
    await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows the address, the free plan with View Pricing, and the security actions', async () => {
    stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: anEntitlements() },
    });
    signIn();
    await renderApp('/account');
    await screen.findByRole('heading', { level: 1, name: 'My Account' });
    expect(screen.getByText('ann@example.com')).toBeTruthy();
    expect(await screen.findByText('Free Plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Pricing' }).getAttribute('href')).toBe(
      '/pricing',
    );
    expect(screen.getByRole('link', { name: 'Change password' }).getAttribute('href')).toBe(
      '/reset-password',
    );
  });

  it('deletes the account after the password confirms it, then signs out and goes home', async () => {
    const { requests } = stubApi({
      'GET /me': { status: 200, body: aUser() },
      'DELETE /me': ({ body }) =>
        (body as { password: string }).password === 'right one'
          ? { status: 204 }
          : apiError(403, 'INVALID_CREDENTIALS', 'Your password is not correct.'),
    });
    signIn();
    const { user, router } = await renderApp('/account');
    const trigger = await screen.findByRole('button', { name: 'Delete account' });
    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText('Password');
    expect(document.activeElement).toBe(password);

    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(within(dialog).getByText('Password is required')).toBeTruthy();

    await user.type(password, 'wrong one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('Your password is not correct.')).toBeTruthy();
    expect(sessionStore.getSnapshot().status).toBe('signed-in');

    await user.clear(password);
    await user.type(password, 'right one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await screen.findByText('Your account has been deleted.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStore.getSnapshot().status).toBe('signed-out');
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    const deletion = requests.filter((request) => request.method === 'DELETE').at(-1);
    expect(deletion?.body).toEqual({ password: 'right one' });
    expect(deletion?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('cancels the deletion with Escape and gives focus back to the button', async () => {
    const { requests } = stubApi({ 'GET /me': { status: 200, body: aUser() } });
    signIn();
    const { user } = await renderApp('/account');
    const trigger = await screen.findByRole('button', { name: 'Delete account' });
    await user.click(trigger);
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('says in the dialog that the monthly plan is cancelled at once, and the refund policy', async () => {
    stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: aPaidEntitlements('monthly') },
    });
    signIn();
    const { user } = await renderApp('/account');
    await screen.findByText('Active');
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain(
      'Your Monthly plan (paid until August 1, 2026) ends with your account.',
    );
    expect(description?.textContent).toContain(
      'Your monthly subscription is cancelled at once, so it never charges you again.',
    );
    expect(description?.textContent).toContain(
      'Cancelling refunds nothing by itself: if FreedomPath did not work for you, write to us within 7 days of purchase, and refunds are decided case by case.',
    );
    expect(
      within(dialog)
        .getByRole('link', { name: 'Refunds in the Terms of Service' })
        .getAttribute('href'),
    ).toBe('/terms#refunds');
  });

  it('names a one-time plan without a cancellation, and says nothing of plans to a free user', async () => {
    for (const [entitlements, expected] of [
      [aPaidEntitlements('lifetime'), 'Your Lifetime plan ends with your account.'],
      [aPaidEntitlements('yearly'), 'Your Yearly plan (paid until August 1, 2026) ends with'],
      [anEntitlements(), null],
    ] as const) {
      stubApi({
        'GET /me': { status: 200, body: aUser() },
        'GET /me/entitlements': { status: 200, body: entitlements },
      });
      signIn();
      const { user, unmount } = await renderApp('/account');
      await screen.findByText(entitlements.paid ? 'Active' : 'Free Plan');
      await user.click(screen.getByRole('button', { name: 'Delete account' }));
      const dialog = await screen.findByRole('alertdialog');
      if (expected) expect(dialog.textContent).toContain(expected);
      else expect(dialog.textContent).not.toMatch(/plan|refund/i);
      expect(dialog.textContent).not.toContain('cancelled at once');
      unmount();
    }
  });

  it('keeps the account and says why when the payment provider cannot cancel the subscription', async () => {
    const unreachable =
      'We could not reach the payment provider to cancel your subscription, so your account was not deleted. Nothing was changed; please try again in a minute.';
    const { requests } = stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: aPaidEntitlements('monthly') },
      'DELETE /me': apiError(502, 'PAYMENT_PROVIDER_ERROR', unreachable),
    });
    signIn();
    const { user, router } = await renderApp('/account');
    await user.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Password'), 'right one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(unreachable);
    expect(within(dialog).getByRole('button', { name: 'Delete account' })).toBeTruthy();
    expect(sessionStore.getSnapshot().status).toBe('signed-in');
    expect(router.state.location.pathname).toBe('/account');
    expect(screen.queryByText('Your account has been deleted.')).toBeNull();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });
});
