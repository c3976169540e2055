import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { externalNavigation } from '@/lib/external-navigation';
import { sessionStore } from '@/lib/session-store';
import { aSession, aUser, apiError, stubApi } from '@/test/api-stub';
import type { StubReply } from '@/test/api-stub';
import { aPaidEntitlements, anEntitlements } from '@/test/entitlements-fixture';
import { renderApp } from '@/test/render-app';
import { FREE_CALCULATIONS_USED_KEY } from '../calculators/kit/gate/free-calculation-counter';

function card(name: string): HTMLElement {
  return screen.getByRole('listitem', { name });
}

function signIn() {
  act(() => sessionStore.signIn(aSession()));
}

function toastTitles(): string[] {
  return toastStore.getSnapshot().map((toast) => toast.title);
}

describe('/pricing', () => {
  it('shows the three plans with the product’s prices, the yearly sale and sign-up links', async () => {
    localStorage.setItem(FREE_CALCULATIONS_USED_KEY, '2');
    await renderApp('/pricing');
    await screen.findByRole('heading', { level: 1, name: 'Pricing' });

    const monthly = card('Monthly');
    expect(monthly.textContent).toContain('$5');
    expect(monthly.textContent).toContain('per month');
    for (const feature of ['Unlimited calculations', 'All calculators', 'Priority support']) {
      expect(within(monthly).getByText(feature)).toBeTruthy();
    }

    const yearly = card('Yearly');
    expect(within(yearly).getByText('Most Popular')).toBeTruthy();
    expect(within(yearly).getByText('SALE!')).toBeTruthy();
    expect(within(yearly).getByText('$25')).toBeTruthy();
    const struck = yearly.querySelector('s');
    expect(struck?.textContent).toBe('was $49');
    expect(within(yearly).getByText('$24 off!')).toBeTruthy();
    expect(within(yearly).getByText('Limited time offer - ends soon!')).toBeTruthy();
    expect(within(yearly).getByText('BYR2025')).toBeTruthy();
    expect(within(yearly).getByText('Everything in Monthly')).toBeTruthy();

    const lifetime = card('Lifetime');
    expect(lifetime.textContent).toContain('$79');
    expect(within(lifetime).getByText('Lifetime updates')).toBeTruthy();
    expect(within(lifetime).getByText('No recurring fees')).toBeTruthy();

    // Each opens /auth in sign-up mode with its plan, which the confirmation leads on to.
    expect(screen.getAllByRole('link', { name: 'Sign Up to Continue' })).toHaveLength(3);
    for (const [name, plan] of [
      ['Monthly', 'monthly'],
      ['Yearly', 'yearly'],
      ['Lifetime', 'lifetime'],
    ] as const) {
      const link = within(card(name)).getByRole('link', { name: 'Sign Up to Continue' });
      expect(link.getAttribute('href')).toBe(`/auth?mode=sign-up&plan=${plan}`);
    }

    expect(screen.getByText('You have 3 calculations remaining')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Free calculations remaining' });
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(bar.getAttribute('aria-valuemax')).toBe('5');
    expect(screen.getByRole('complementary', { name: 'Disclaimer' })).toBeTruthy();
  });

  it('starts checkout for a signed-in user and leaves for the checkout page', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    const { requests } = stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: anEntitlements({ used: 4, remaining: 1 }) },
      'POST /billing/checkout': { status: 200, body: { url: 'https://pay.example.com/c/1' } },
    });
    signIn();
    const { user } = await renderApp('/pricing');
    expect(await screen.findByText('You have 1 calculation remaining')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign Up to Continue' })).toBeNull();

    await user.click(within(card('Yearly')).getByRole('button', { name: 'Choose Yearly' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example.com/c/1'));
    const checkout = requests.find((request) => request.path === '/billing/checkout');
    expect(checkout?.body).toEqual({ plan: 'yearly' });
    expect(checkout?.headers.get('Authorization')).toBe('Bearer access-1');
    // While the browser leaves, no second checkout can start.
    for (const button of screen.getAllByRole('button', { name: /Choose|Loading/ })) {
      expect(button).toHaveProperty('disabled', true);
    }
  });

  it('toasts the product’s payment messages when checkout does not start', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    let reply: StubReply = apiError(500, 'INTERNAL_SERVER_ERROR', 'Stripe is not answering.');
    stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: anEntitlements() },
      'POST /billing/checkout': () => reply,
    });
    signIn();
    const { user } = await renderApp('/pricing');
    const choose = async () => {
      await user.click(await screen.findByRole('button', { name: 'Choose Monthly' }));
    };

    await choose();
    await waitFor(() => expect(toastTitles()).toContain('Stripe is not answering.'));
    reply = 'network-error';
    await choose();
    await waitFor(() =>
      expect(toastTitles()).toContain('Failed to create payment link. Please try again.'),
    );
    reply = { status: 200, body: {} };
    await choose();
    await waitFor(() => expect(toastTitles()).toContain('No payment URL received'));
    reply = { status: 502, body: '<html>Bad gateway</html>' };
    await choose();
    await waitFor(() => expect(toastTitles()).toContain('Failed to create payment link'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends a user whose session has ended to /auth', async () => {
    stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: anEntitlements() },
      'POST /billing/checkout': apiError(401, 'UNAUTHORIZED', 'Please sign in to continue.'),
      'POST /auth/refresh': apiError(401, 'UNAUTHORIZED', 'No session'),
    });
    signIn();
    const { user, router } = await renderApp('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Choose Lifetime' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(toastTitles()).toContain('Please sign in to continue.');
    // Signing in again goes on to the plan's checkout.
    expect(router.state.location.search).toEqual({ plan: 'lifetime' });
    expect(
      await screen.findByText('Once you sign in, you go on to checkout for the Lifetime plan.'),
    ).toBeTruthy();
  });

  it('shows a lifetime owner their plan as current, nothing to buy, and unlimited access', async () => {
    stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: aPaidEntitlements('lifetime') },
    });
    signIn();
    await renderApp('/pricing');
    expect(
      await screen.findByText('You have unlimited calculations with your Lifetime plan'),
    ).toBeTruthy();
    expect(screen.queryByText(/with your subscription/)).toBeNull();
    const current = within(card('Lifetime')).getByRole('button', { name: 'Current Plan' });
    expect(current).toHaveProperty('disabled', true);
    expect(within(card('Lifetime')).getByText('Your Plan')).toBeTruthy();
    for (const name of ['Monthly', 'Yearly']) {
      const button = within(card(name)).getByRole('button', { name: 'Included in Lifetime' });
      expect(button).toHaveProperty('disabled', true);
    }
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('lets a yearly owner add another year or move up to lifetime', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    const { requests } = stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: aPaidEntitlements('yearly') },
      'POST /billing/checkout': { status: 200, body: { url: 'https://pay.example.com/c/2' } },
    });
    signIn();
    const { user } = await renderApp('/pricing');
    await screen.findByText('You have unlimited calculations with your Yearly plan');
    expect(screen.queryByText(/with your subscription/)).toBeNull();
    expect(within(card('Yearly')).getByText('Your Plan')).toBeTruthy();
    await user.click(within(card('Yearly')).getByRole('button', { name: 'Add Another Year' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example.com/c/2'));
    expect(requests.find((r) => r.path === '/billing/checkout')?.body).toEqual({ plan: 'yearly' });
  });

  it('shows the API’s reason when a plan cannot be bought on top of the current one', async () => {
    const message =
      'Your year of access is still running. Add another year or upgrade to lifetime instead.';
    stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: aPaidEntitlements('yearly') },
      'POST /billing/checkout': apiError(409, 'YEARLY_ACTIVE', message),
    });
    signIn();
    const { user } = await renderApp('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Choose Monthly' }));
    await waitFor(() => expect(toastTitles()).toContain(message));
  });

  it('lets a monthly subscriber move up, saying first what happens to the paid month', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    const { requests } = stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: aPaidEntitlements('monthly') },
      'POST /billing/checkout': { status: 200, body: { url: 'https://pay.example.com/c/3' } },
    });
    signIn();
    const { user } = await renderApp('/pricing');
    await screen.findByText('You have unlimited calculations with your subscription');
    expect(within(card('Monthly')).getByRole('button', { name: 'Current Plan' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(card('Monthly').textContent).not.toContain('paid month');

    const yearly = within(card('Yearly')).getByRole('button', { name: 'Choose Yearly' });
    expect(yearly).toHaveProperty('disabled', false);
    const yearlyNote =
      'Your year starts on August 1, 2026, when your paid month ends, and runs until August 1, 2027. Your monthly subscription is cancelled when you pay, so it never charges again.';
    expect(within(card('Yearly')).getByText(yearlyNote)).toBeTruthy();
    // The note is the button's description, so a screen reader hears it before paying.
    const describedBy = yearly.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(yearlyNote);

    const lifetime = within(card('Lifetime')).getByRole('button', { name: 'Choose Lifetime' });
    expect(lifetime).toHaveProperty('disabled', false);
    expect(
      within(card('Lifetime')).getByText(
        'Lifetime access starts when you pay. Your monthly subscription is cancelled when you pay, so it never charges again. The month already paid is not refunded.',
      ),
    ).toBeTruthy();

    await user.click(yearly);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example.com/c/3'));
    expect(requests.find((r) => r.path === '/billing/checkout')?.body).toEqual({ plan: 'yearly' });
  });

  it('names complimentary access and the admin’s, not a subscription, on the status line', async () => {
    for (const [entitlements, line] of [
      [
        anEntitlements({ paid: true, remaining: null }),
        'You have unlimited calculations with complimentary access',
      ],
      [
        anEntitlements({ paid: true, admin: true, remaining: null }),
        'You have unlimited calculations as the admin',
      ],
    ] as const) {
      stubApi({
        'GET /me': { status: 200, body: aUser() },
        'GET /me/entitlements': { status: 200, body: entitlements },
      });
      signIn();
      const { unmount } = await renderApp('/pricing');
      expect(await screen.findByText(line)).toBeTruthy();
      unmount();
    }
  });

  it('with ?checkout= starts that plan’s checkout once for a signed-in user, and drops it', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    const { requests } = stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: anEntitlements() },
      'POST /billing/checkout': { status: 200, body: { url: 'https://pay.example.com/c/4' } },
    });
    signIn();
    const { router } = await renderApp('/pricing?checkout=lifetime', { strict: true });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example.com/c/4'));
    expect(requests.filter((r) => r.path === '/billing/checkout').map((r) => r.body)).toEqual([
      { plan: 'lifetime' },
    ]);
    expect(router.state.location.search).toEqual({});
    expect(within(card('Lifetime')).getByRole('button', { name: 'Loading...' })).toBeTruthy();
  });

  it('with ?checkout= signed out only drops it', async () => {
    const { requests } = stubApi({});
    const { router } = await renderApp('/pricing?checkout=yearly');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getAllByRole('link', { name: 'Sign Up to Continue' })).toHaveLength(3);
    expect(requests).toHaveLength(0);
  });
});
