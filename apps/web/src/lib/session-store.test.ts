import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { aSession, aUser, apiError, stubApi } from '../test/api-stub';
import type { StubReply } from '../test/api-stub';
import {
  INITIAL_RETRY_DELAY_MS,
  REFRESH_TICK_MS,
  SESSION_HINT_KEY,
  createSessionStore,
} from './session-store';

/** A store as one browser tab has it, stopped when the test ends. */
function tab() {
  const store = createSessionStore();
  stores.push(store);
  return store;
}
const stores: Array<ReturnType<typeof createSessionStore>> = [];

afterEach(() => {
  for (const store of stores.splice(0)) store.stop();
  vi.useRealTimers();
});

/** Refresh answers access-2, access-3, … in turn. */
function refreshAnswers(replies: StubReply[] = []) {
  let count = 1;
  return stubApi({
    'POST /auth/refresh': () => {
      const next = replies.shift();
      if (next) return next;
      count += 1;
      return { status: 200, body: aSession({ accessToken: `access-${count}` }) };
    },
    'POST /auth/signout': { status: 204 },
  });
}

const refreshes = (requests: Array<{ path: string }>) =>
  requests.filter((request) => request.path === '/auth/refresh').length;

function showTab() {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('session store', () => {
  it('asks nothing on load without a saved session, and is signed out at once', () => {
    const { requests } = refreshAnswers();
    const store = tab();
    store.start();
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    expect(requests).toHaveLength(0);
  });

  it('restores a saved session on load by refreshing', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const { requests } = refreshAnswers();
    const store = tab();
    expect(store.getSnapshot().status).toBe('loading');
    store.start();
    await waitFor(() => expect(store.getSnapshot().status).toBe('signed-in'));
    expect(store.getSnapshot().user).toEqual(aUser());
    expect(store.accessToken()).toBe('access-2');
    expect(requests[0]?.body).toEqual({});
  });

  it('signs out locally and forgets the hint when the refresh answers 401', async () => {
    localStorage.setItem(SESSION_HINT_KEY, '1');
    refreshAnswers([apiError(401, 'UNAUTHORIZED', 'No session')]);
    const store = tab();
    store.start();
    await waitFor(() => expect(store.getSnapshot().status).toBe('signed-out'));
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    expect(store.accessToken()).toBeNull();
  });

  it('keeps the access token out of web storage and cookies', () => {
    const store = tab();
    store.signIn(aSession({ accessToken: 'secret-access-token' }));
    expect(store.accessToken()).toBe('secret-access-token');
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => storage.getItem(key)),
    );
    expect(stored.join(' ')).not.toContain('secret-access-token');
    expect(document.cookie).not.toContain('secret-access-token');
  });

  it('checks every 30 s and refreshes once 3 ticks (90 s) or fewer remain', async () => {
    vi.useFakeTimers();
    const { requests } = refreshAnswers();
    const store = tab();
    store.signIn(aSession({ expiresIn: 900 }));
    // 780 s in, 120 s remain: four ticks, no refresh yet.
    await vi.advanceTimersByTimeAsync(26 * REFRESH_TICK_MS);
    expect(refreshes(requests)).toBe(0);
    // 810 s in, 90 s remain.
    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS);
    expect(refreshes(requests)).toBe(1);
    expect(store.accessToken()).toBe('access-2');
    // The new token lasts 900 s from now: the next refresh is 810 s later.
    await vi.advanceTimersByTimeAsync(26 * REFRESH_TICK_MS);
    expect(refreshes(requests)).toBe(1);
    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS);
    expect(refreshes(requests)).toBe(2);
    expect(store.accessToken()).toBe('access-3');
  });

  it('checks when the tab becomes visible (background tabs’ timers are throttled)', async () => {
    vi.useFakeTimers();
    const { requests } = refreshAnswers();
    const store = tab();
    store.start();
    store.signIn(aSession({ expiresIn: 900 }));
    vi.setSystemTime(Date.now() + 850_000);
    showTab();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes(requests)).toBe(1);
    expect(store.accessToken()).toBe('access-2');
  });

  it('sends one refresh for concurrent callers', async () => {
    const { requests } = refreshAnswers();
    const store = tab();
    store.signIn(aSession());
    const tokens = await Promise.all([store.refresh(), store.refresh(), store.refresh()]);
    expect(tokens).toEqual(['access-2', 'access-2', 'access-2']);
    expect(refreshes(requests)).toBe(1);
  });

  it('retries a lost connection with exponential back-off from 200 ms', async () => {
    vi.useFakeTimers();
    const { requests } = refreshAnswers(['network-error', 'network-error', 'network-error']);
    const store = tab();
    store.signIn(aSession());
    const token = store.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes(requests)).toBe(1);
    for (const [delay, expected] of [
      [INITIAL_RETRY_DELAY_MS, 2],
      [2 * INITIAL_RETRY_DELAY_MS, 3],
      [4 * INITIAL_RETRY_DELAY_MS, 4],
    ] as const) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(refreshes(requests)).toBe(expected - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(refreshes(requests)).toBe(expected);
    }
    await expect(token).resolves.toBe('access-2');
    expect(store.getSnapshot().status).toBe('signed-in');
  });

  it('stops retrying within one tick; a restore then shows the page signed out', async () => {
    vi.useFakeTimers();
    localStorage.setItem(SESSION_HINT_KEY, '1');
    const { requests } = refreshAnswers(Array<StubReply>(20).fill('network-error'));
    const store = tab();
    store.start();
    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS);
    // 0, 200, 600, 1400, 3000, 6200, 12600 and 25400 ms; the next wait would pass 30 s.
    expect(refreshes(requests)).toBe(8);
    expect(store.getSnapshot().status).toBe('signed-out');
    // The cookie may still be good: the hint stays, and showing the tab tries again.
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    showTab();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes(requests)).toBe(9);
  });

  it('a 401 from a refresh signs the tab out', async () => {
    refreshAnswers([apiError(401, 'UNAUTHORIZED', 'Session expired')]);
    const store = tab();
    store.signIn(aSession());
    await expect(store.refresh()).resolves.toBeNull();
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
  });

  it('a disabled account (403 ACCOUNT_DISABLED) from a refresh signs the tab out', async () => {
    refreshAnswers([apiError(403, 'ACCOUNT_DISABLED', 'This account has been disabled.')]);
    const store = tab();
    store.signIn(aSession());
    await expect(store.refresh()).resolves.toBeNull();
    expect(store.getSnapshot()).toEqual({ status: 'signed-out', user: null });
  });

  it('does not sign back in when a refresh is answered after signing out', async () => {
    let answer: (reply: StubReply) => void = () => undefined;
    stubApi({
      'POST /auth/refresh': () => new Promise<StubReply>((resolve) => (answer = resolve)),
      'POST /auth/signout': { status: 204 },
    });
    const store = tab();
    store.signIn(aSession());
    const refreshed = store.refresh();
    await store.signOut();
    answer({ status: 200, body: aSession({ accessToken: 'late' }) });
    await expect(refreshed).resolves.toBeNull();
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(store.accessToken()).toBeNull();
  });

  it('signs out on the API with the bearer token, and locally even when offline', async () => {
    const { requests } = stubApi({ 'POST /auth/signout': { status: 204 } });
    const store = tab();
    store.signIn(aSession());
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    await store.signOut();
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(store.getSnapshot().status).toBe('signed-out');
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();

    stubApi({ 'POST /auth/signout': 'network-error' });
    store.signIn(aSession());
    await store.signOut();
    expect(store.getSnapshot().status).toBe('signed-out');
  });

  it('shares signing in and signing out with the other tabs', async () => {
    stubApi({ 'POST /auth/signout': { status: 204 } });
    const first = tab();
    const second = tab();
    first.start();
    second.start();
    first.signIn(aSession({ accessToken: 'shared' }));
    await waitFor(() => expect(second.getSnapshot().status).toBe('signed-in'));
    expect(second.getSnapshot().user).toEqual(aUser());
    expect(second.accessToken()).toBe('shared');

    await second.signOut();
    await waitFor(() => expect(first.getSnapshot().status).toBe('signed-out'));
    expect(first.accessToken()).toBeNull();
  });

  it('keeps one snapshot across refreshes that change nothing about the user', async () => {
    refreshAnswers();
    const store = tab();
    store.signIn(aSession());
    const before = store.getSnapshot();
    const listener = vi.fn();
    store.subscribe(listener);
    await store.refresh();
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });
});
