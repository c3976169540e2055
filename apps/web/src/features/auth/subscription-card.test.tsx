import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { externalNavigation } from '@/lib/external-navigation';
import { sessionStore } from '@/lib/session-store';
import { aSession, aUser, apiError, stubApi } from '@/test/api-stub';
import type { StubReply } from '@/test/api-stub';
import { aPaidEntitlements, anEntitlements } from '@/test/entitlements-fixture';
import { renderApp } from '@/test/render-app';

function signIn() {
  act(() => sessionStore.signIn(aSession()));
}

async function subscriptionCard() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Subscription' });
  return heading.parentElement as HTMLElement;
}

function toasts() {
  return toastStore.getSnapshot().map(({ title, description }) => ({ title, description }));
}

describe('SubscriptionCard', () => {
  it('shows an active monthly plan with its renewal and opens the billing portal', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    const { requests } = stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: aPaidEntitlements('monthly') },
      'POST /billing/portal': { status: 200, body: { url: 'https://billing.example.com/p/1' } },
    });
    signIn();
    const { user } = await renderApp('/account');
    const card = await subscriptionCard();
    expect(await within(card).findByText('Active')).toBeTruthy();
    expect(card.textContent).toContain('Monthly plan: renews on August 1, 2026.');
    expect(within(card).queryByRole('link', { name: 'View Pricing' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Manage Subscription' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example.com/p/1'));
    const portal = requests.find((request) => request.path === '/billing/portal');
    expect(portal?.method).toBe('POST');
    expect(portal?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('says until when a cancelled monthly or a yearly plan lasts, and that lifetime has no end', async () => {
    for (const [entitlements, summary] of [
      [
        aPaidEntitlements('monthly', { cancelAtPeriodEnd: true }),
        'Monthly plan: access until August 1, 2026.',
      ],
      [aPaidEntitlements('yearly'), 'Yearly plan: access until August 1, 2026.'],
      [aPaidEntitlements('lifetime'), 'Lifetime plan: unlimited calculations.'],
    ] as const) {
      stubApi({
        'GET /me': { status: 200, body: aUser() },
        'GET /me/entitlements': { status: 200, body: entitlements },
      });
      signIn();
      const { unmount } = await renderApp('/account');
      const card = await subscriptionCard();
      await within(card).findByText('Active');
      expect(card.textContent).toContain(summary);
      unmount();
    }
  });

  it('toasts the server’s message when the portal does not open, or the product-like fallback', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    let reply: StubReply = apiError(404, 'NO_BILLING_ACCOUNT', 'No billing account was found.');
    stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: aPaidEntitlements('yearly') },
      'POST /billing/portal': () => reply,
    });
    signIn();
    const { user } = await renderApp('/account');
    const manage = await screen.findByRole('button', { name: 'Manage Subscription' });
    await user.click(manage);
    await screen.findByText('No billing account was found.');
    reply = 'network-error';
    await user.click(await screen.findByRole('button', { name: 'Manage Subscription' }));
    await screen.findByText('Failed to open the billing portal. Please try again.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('reads Free Plan for everyone the API does not count as subscribed, lapsed or never paid', async () => {
    // The API answers `plan: free` for no subscription at all and for one that ended, was
    // canceled or is not active: the card cannot tell them apart, so never "No Subscription".
    stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: anEntitlements({ used: 5, remaining: 0 }) },
    });
    signIn();
    await renderApp('/account');
    const card = await subscriptionCard();
    await within(card).findByText('Free Plan');
    expect(card.textContent).toContain('You have 0 calculations remaining.');
    expect(within(card).queryByText('Active')).toBeNull();
    expect(card.textContent).not.toContain('No Subscription');
    expect(card.textContent).toContain('Your plan includes 5 free calculations.');
    expect(within(card).getByRole('link', { name: 'View Pricing' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Manage Subscription' })).toBeNull();
  });

  it('shows the admin as on the free plan with unlimited calculations, and View Pricing', async () => {
    stubApi({
      'GET /me': { status: 200, body: aUser({ role: 'admin' }) },
      'GET /me/entitlements': {
        status: 200,
        body: anEntitlements({ paid: true, admin: true, remaining: null }),
      },
    });
    signIn();
    await renderApp('/account');
    const card = await subscriptionCard();
    await within(card).findByText('Free Plan');
    expect(card.textContent).toContain('You have unlimited calculations as the admin.');
    expect(within(card).getByRole('link', { name: 'View Pricing' })).toBeTruthy();
  });

  it('shows complimentary access granted by the admin as unlimited, not as the free plan', async () => {
    stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': {
        status: 200,
        body: anEntitlements({ paid: true, remaining: null }),
      },
    });
    signIn();
    await renderApp('/account');
    const card = await subscriptionCard();
    await within(card).findByText('Complimentary');
    expect(card.textContent).toContain(
      'Complimentary access: unlimited calculations on every calculator.',
    );
    expect(card.textContent).not.toContain('free calculations');
  });

  it('after ?canceled=true says the subscription was canceled, once, and drops the parameter', async () => {
    const { requests } = stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': {
        status: 200,
        body: aPaidEntitlements('monthly', { cancelAtPeriodEnd: true }),
      },
    });
    signIn();
    const { router } = await renderApp('/account?canceled=true', { strict: true });
    await screen.findByText('Your subscription has been canceled successfully');
    expect(toasts()).toEqual([
      {
        title: 'Your subscription has been canceled successfully',
        description: 'You will still have access until the end of your billing period.',
      },
    ]);
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));
    expect(router.state.location.pathname).toBe('/account');
    // The plan is asked for again, since it has just changed.
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/me/entitlements').length).toBeGreaterThan(1),
    );
    expect(toasts()).toHaveLength(1);
  });

  it('says when the plan could not be loaded, and tries again on request', async () => {
    let reply: StubReply = apiError(503, 'DATABASE_UNAVAILABLE', 'Try again shortly');
    stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': () => reply,
    });
    signIn();
    const { user } = await renderApp('/account');
    const card = await subscriptionCard();
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'We could not load your plan.',
    );
    reply = { status: 200, body: anEntitlements() };
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findByText('Free Plan')).toBeTruthy();
  });

  it('tells a free user how many calculations are left', async () => {
    stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: anEntitlements({ used: 4, remaining: 1 }) },
    });
    signIn();
    await renderApp('/account');
    const card = await subscriptionCard();
    expect(await within(card).findByText(/You have 1 calculation remaining\./)).toBeTruthy();
    expect(card.textContent).not.toContain('with your subscription');
  });

  it('resumes a cancelled subscription from the keyboard, with its progress and outcome', async () => {
    let answer: (reply: StubReply) => void = () => undefined;
    const { requests } = stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': {
        status: 200,
        body: aPaidEntitlements('monthly', { cancelAtPeriodEnd: true }),
      },
      'POST /billing/resume': () => new Promise<StubReply>((resolve) => (answer = resolve)),
    });
    signIn();
    const { user } = await renderApp('/account');
    const card = await subscriptionCard();
    expect(
      await within(card).findByText(
        'Your subscription is cancelled and ends on August 1, 2026. Resume it by then to keep unlimited calculations; it then renews as before.',
      ),
    ).toBeTruthy();
    const resume = within(card).getByRole('button', { name: 'Resume Subscription' });
    resume.focus();
    await user.keyboard('{Enter}');
    const busy = within(card).getByRole('button', { name: 'Resuming...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(busy);
    // Pressed again while it works: nothing more is sent.
    await user.keyboard('{Enter}');
    expect(requests.filter((r) => r.path === '/billing/resume')).toHaveLength(1);

    answer({ status: 200, body: aPaidEntitlements('monthly') });
    expect(await screen.findByText('Your subscription has been resumed')).toBeTruthy();
    expect(toasts()).toEqual([
      { title: 'Your subscription has been resumed', description: 'It renews on August 1, 2026.' },
    ]);
    await waitFor(() =>
      expect(card.textContent).toContain('Monthly plan: renews on August 1, 2026.'),
    );
    expect(within(card).queryByRole('button', { name: 'Resume Subscription' })).toBeNull();
    // The button left with the cancellation; the keyboard goes on from the plan's summary.
    expect(document.activeElement?.textContent).toBe('Monthly plan: renews on August 1, 2026.');
    const sent = requests.find((r) => r.path === '/billing/resume');
    expect(sent?.method).toBe('POST');
    expect(sent?.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('says why a resume failed beside the button, and asks for the plan again when it ended', async () => {
    const ended =
      'Your subscription has ended and can no longer be resumed. Choose a plan on Pricing to subscribe again.';
    let reply: StubReply = 'network-error';
    const { requests } = stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': {
        status: 200,
        body: aPaidEntitlements('monthly', { cancelAtPeriodEnd: true }),
      },
      'POST /billing/resume': () => reply,
    });
    signIn();
    const { user } = await renderApp('/account');
    const card = await subscriptionCard();
    await user.click(await within(card).findByRole('button', { name: 'Resume Subscription' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'Failed to resume your subscription. Please try again.',
    );
    const asked = requests.filter((r) => r.path === '/me/entitlements').length;
    reply = apiError(409, 'SUBSCRIPTION_ENDED', ended);
    await user.click(within(card).getByRole('button', { name: 'Resume Subscription' }));
    expect(await screen.findByText(ended)).toBeTruthy();
    expect(toasts()).toEqual([{ title: ended, description: undefined }]);
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/me/entitlements').length).toBeGreaterThan(asked),
    );
  });

  it('offers no resume for a subscription that renews, or for a yearly or lifetime plan', async () => {
    for (const entitlements of [
      aPaidEntitlements('monthly'),
      aPaidEntitlements('yearly'),
      aPaidEntitlements('lifetime'),
    ]) {
      stubApi({
        'GET /me': { status: 200, body: aUser() },
        'GET /me/entitlements': { status: 200, body: entitlements },
      });
      signIn();
      const { unmount } = await renderApp('/account');
      const card = await subscriptionCard();
      await within(card).findByText('Active');
      expect(within(card).queryByRole('button', { name: 'Resume Subscription' })).toBeNull();
      unmount();
    }
  });
});
