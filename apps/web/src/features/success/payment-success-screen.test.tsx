import type { CheckoutSession } from '@freedompath/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast-store';
import { sessionStore } from '@/lib/session-store';
import { aSession, aUser, apiError, stubApi } from '@/test/api-stub';
import { aPaidEntitlements } from '@/test/entitlements-fixture';
import { renderApp } from '@/test/render-app';

function signIn() {
  act(() => sessionStore.signIn(aSession()));
}

function toastTitles(): string[] {
  return toastStore.getSnapshot().map((toast) => toast.title);
}

const longerWait =
  "Payment verification taking longer than expected. If you've been charged, please contact support.";

const NOT_FOUND =
  'We could not find this checkout for your account. If you were charged, contact support; otherwise start again from Pricing.';

const CHECKOUT_PATH = 'GET /billing/checkout-sessions/cs_test_123';

function aCheckout(overrides: Partial<CheckoutSession> = {}): CheckoutSession {
  return { id: 'cs_test_123', plan: 'yearly', status: 'open', fulfilled: false, ...overrides };
}

/** Lets `ms` of the polling's one-second timers pass, and what they start settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('/success', () => {
  beforeEach(() => {
    // Only the timers: the stubbed API and the router keep their promises.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks once a second until the checkout’s purchase is granted, then welcomes the user home', async () => {
    const answers: CheckoutSession[] = [
      aCheckout({ status: 'open' }),
      aCheckout({ status: 'paid', fulfilled: false }),
      aCheckout({ status: 'paid', fulfilled: true }),
    ];
    const { requests } = stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: aPaidEntitlements('yearly') },
      [CHECKOUT_PATH]: () => ({ status: 200, body: answers.shift() ?? aCheckout() }),
    });
    signIn();
    const { router } = await renderApp('/success?session_id=cs_test_123', { strict: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Processing your payment' }),
    ).toBeTruthy();
    expect(document.title).toBe('Processing your payment — FreedomPath');
    await advance(0);
    await advance(1000);
    await advance(1000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toastTitles()).toEqual(['Payment successful! Welcome aboard!']);
    // StrictMode ran the effect twice; only the surviving run asked, three times.
    const asked = requests.filter((r) => r.path === '/billing/checkout-sessions/cs_test_123');
    expect(asked.length).toBeLessThanOrEqual(4);
    expect(asked[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(
      await screen.findByText('You have unlimited calculations with your Yearly plan'),
    ).toBeTruthy();
  });

  it('says at once, under its own title, that an unknown or foreign checkout was not found', async () => {
    const { requests } = stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /billing/checkout-sessions/cs_someone_else': apiError(
        404,
        'CHECKOUT_SESSION_NOT_FOUND',
        NOT_FOUND,
      ),
    });
    signIn();
    const { router } = await renderApp('/success?session_id=cs_someone_else');
    await advance(0);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Checkout not found' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(NOT_FOUND);
    expect(document.title).toBe('Checkout not found — FreedomPath');
    expect(screen.getByRole('link', { name: 'View Pricing' }).getAttribute('href')).toBe(
      '/pricing',
    );
    // No polling after the answer.
    await advance(5000);
    expect(requests.filter((r) => r.path.startsWith('/billing/')).length).toBe(1);
    expect(router.state.location.pathname).toBe('/success');
    expect(toastTitles()).toEqual([]);
  });

  it('says an expired checkout charged nothing', async () => {
    stubApi({
      'GET /me': { status: 200, body: aUser() },
      [CHECKOUT_PATH]: { status: 200, body: aCheckout({ status: 'expired' }) },
    });
    signIn();
    await renderApp('/success?session_id=cs_test_123');
    await advance(0);
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout expired' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This checkout expired before it was paid, so nothing was charged.',
    );
    expect(document.title).toBe('Checkout expired — FreedomPath');
  });

  it('notes a longer wait after 10 attempts and gives up after 30, for /pricing', async () => {
    const { requests } = stubApi({
      'GET /me': { status: 200, body: aUser() },
      [CHECKOUT_PATH]: { status: 200, body: aCheckout({ status: 'pending' }) },
    });
    signIn();
    const { router } = await renderApp('/success?session_id=cs_test_123');
    await screen.findByRole('heading', { level: 1, name: 'Processing your payment' });
    await advance(0);
    await advance(8 * 1000);
    const attempts = () =>
      requests.filter((r) => r.path === '/billing/checkout-sessions/cs_test_123').length;
    await waitFor(() => expect(attempts()).toBe(9));
    expect(screen.queryByText(longerWait)).toBeNull();
    await advance(1000);
    expect(await screen.findByText(longerWait)).toBeTruthy();
    for (let n = 11; n <= 29; n += 1) await advance(1000);
    expect(router.state.location.pathname).toBe('/success');
    expect(attempts()).toBe(29);
    // The 30th is the last (the pricing page then asks for its own line).
    await advance(1000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(toastTitles()).toEqual([
      "Failed to verify payment. Please contact support if you've been charged.",
    ]);
  });

  it('counts an unanswered request or an unreachable provider as an attempt and keeps asking', async () => {
    let calls = 0;
    stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: aPaidEntitlements('lifetime') },
      [CHECKOUT_PATH]: () => {
        calls += 1;
        if (calls === 1) return 'network-error';
        if (calls === 2) return apiError(502, 'PAYMENT_PROVIDER_ERROR', 'Try again in a minute.');
        return { status: 200, body: aCheckout({ status: 'paid', fulfilled: true }) };
      },
    });
    signIn();
    const { router } = await renderApp('/success?session_id=cs_test_123');
    await screen.findByRole('heading', { level: 1, name: 'Processing your payment' });
    await advance(0);
    await advance(1000);
    await advance(1000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toastTitles()).toEqual(['Payment successful! Welcome aboard!']);
  });

  it('without a payment session goes to /pricing at once', async () => {
    stubApi({ 'GET /me': { status: 200, body: aUser() } });
    signIn();
    const { router } = await renderApp('/success');
    await advance(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(toastTitles()).toEqual(['Payment session not found']);
  });

  it('signed out goes to /pricing at once', async () => {
    const { router } = await renderApp('/success?session_id=cs_test_123');
    await advance(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(toastTitles()).toEqual(['User session not found']);
  });
});
