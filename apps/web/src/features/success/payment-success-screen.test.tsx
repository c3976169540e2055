import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast-store';
import { sessionStore } from '../../lib/session-store';
import { aSession, aUser, apiError, stubApi } from '../../test/api-stub';
import { aPaidEntitlements, anEntitlements } from '../../test/entitlements-fixture';
import { renderApp } from '../../test/render-app';

function signIn() {
  act(() => sessionStore.signIn(aSession()));
}

function toastTitles(): string[] {
  return toastStore.getSnapshot().map((toast) => toast.title);
}

const longerWait =
  "Payment verification taking longer than expected. If you've been charged, please contact support.";

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

  it('asks once a second until the purchase is active, then welcomes the user home', async () => {
    let paidFrom = 3;
    const { requests } = stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': () => {
        paidFrom -= 1;
        return {
          status: 200,
          body: paidFrom <= 0 ? aPaidEntitlements('yearly') : anEntitlements({ remaining: 0 }),
        };
      },
    });
    signIn();
    const { router } = await renderApp('/success?session_id=cs_test_123', { strict: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Processing your payment' }),
    ).toBeTruthy();
    await advance(0);
    await advance(1000);
    await advance(1000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(toastTitles()).toEqual(['Payment successful! Welcome aboard!']);
    // StrictMode ran the effect twice; only the surviving run asked.
    expect(requests.filter((r) => r.path === '/me/entitlements').length).toBeLessThanOrEqual(4);
    expect(
      await screen.findByText('You have unlimited calculations with your subscription'),
    ).toBeTruthy();
  });

  it('notes a longer wait after 10 attempts and gives up after 30, for /pricing', async () => {
    const { requests } = stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': { status: 200, body: anEntitlements() },
    });
    signIn();
    const { router } = await renderApp('/success?session_id=cs_test_123');
    await screen.findByRole('heading', { level: 1, name: 'Processing your payment' });
    await advance(0);
    await advance(8 * 1000);
    const attempts = () => requests.filter((r) => r.path === '/me/entitlements').length;
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

  it('counts an unanswered request as an attempt and keeps asking', async () => {
    let calls = 0;
    stubApi({
      'GET /me': { status: 200, body: aUser() },
      'GET /me/entitlements': () => {
        calls += 1;
        return calls === 1
          ? apiError(503, 'DATABASE_UNAVAILABLE', 'Try again shortly')
          : { status: 200, body: aPaidEntitlements('lifetime') };
      },
    });
    signIn();
    const { router } = await renderApp('/success?session_id=cs_test_123');
    await screen.findByRole('heading', { level: 1, name: 'Processing your payment' });
    await advance(0);
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
