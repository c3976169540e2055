import { ADMIN_ERROR_CODES, authSessionSchema } from '@freedompath/contracts';
import type { AuthSession, User } from '@freedompath/contracts';
import { ApiError } from './api-error';
import { apiRequest } from './api-request';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  /** Who is signed in (as the last sign-in or refresh said); null unless `signed-in`. */
  user: User | null;
}

/**
 * The auto-refresh of product: platform#accounts, #constants: check every 30 s, refresh when 3
 * ticks or fewer remain.
 */
export const REFRESH_TICK_MS = 30_000;
const REFRESH_THRESHOLD_TICKS = 3;
/** First delay before retrying a refresh that found no connection; it doubles each time. */
export const INITIAL_RETRY_DELAY_MS = 200;

/**
 * A flag (never a token) saying this browser may hold a refresh cookie. Without it a page load
 * asks nothing: an anonymous visit costs no request, and no 401 lands in the console.
 */
export const SESSION_HINT_KEY = 'has_session';
const CHANNEL_NAME = 'freedompath-session';
const REFRESH_LOCK_NAME = 'freedompath-session-refresh';

type ChannelMessage =
  { type: 'session'; session: AuthSession; expiresAt: number } | { type: 'signed-out' };

interface HeldSession {
  accessToken: string;
  /** Epoch milliseconds when the access token expires. */
  expiresAt: number;
  user: User;
}

const signedOut: SessionState = { status: 'signed-out', user: null };

function readHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function writeHint(present: boolean): void {
  try {
    if (present) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage refused (private mode, quota): the next load starts signed out, nothing worse.
  }
}

function sameUser(a: User | null, b: User): boolean {
  return (
    a !== null &&
    a.id === b.id &&
    a.email === b.email &&
    a.role === b.role &&
    a.emailVerified === b.emailVerified &&
    a.createdAt === b.createdAt
  );
}

function readMessage(data: unknown): ChannelMessage | null {
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  if (data.type === 'signed-out') return { type: 'signed-out' };
  if (data.type !== 'session' || !('session' in data) || !('expiresAt' in data)) return null;
  const session = authSessionSchema.safeParse(data.session);
  if (!session.success || typeof data.expiresAt !== 'number') return null;
  return { type: 'session', session: session.data, expiresAt: data.expiresAt };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs `task` while holding a lock every tab of the site shares, so two tabs never spend the
 * same refresh cookie at once (the API treats a replayed one as stolen). Without the Web Locks
 * API (old browsers, jsdom) the task simply runs.
 */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks: LockManager | undefined = navigator.locks;
  return locks ? locks.request(REFRESH_LOCK_NAME, task) : task();
}

/**
 * The signed-in session of this tab. The access token lives only in this closure (never in web
 * storage, never in a cookie set by script); the refresh token is an httpOnly cookie the page
 * never sees. Tabs share sign-ins, refreshes and sign-outs over a BroadcastChannel.
 */
export function createSessionStore() {
  let held: HeldSession | null = null;
  let state: SessionState = readHint() ? { status: 'loading', user: null } : signedOut;
  /** Bumped by every sign-out, so a refresh answered after it does not sign back in. */
  let epoch = 0;
  let inflight: Promise<string | null> | null = null;
  let channel: BroadcastChannel | null = null;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let started = false;
  const listeners = new Set<() => void>();

  function publish(next: SessionState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  function post(message: ChannelMessage): void {
    channel?.postMessage(message);
  }

  function hold(session: AuthSession, expiresAt: number): void {
    held = { accessToken: session.accessToken, expiresAt, user: session.user };
    writeHint(true);
    ticker ??= setInterval(check, REFRESH_TICK_MS);
    // A refresh that changes nothing about the user re-renders nothing.
    if (state.status !== 'signed-in' || !sameUser(state.user, session.user)) {
      publish({ status: 'signed-in', user: session.user });
    }
  }

  function adopt(session: AuthSession): void {
    const expiresAt = Date.now() + session.expiresIn * 1000;
    hold(session, expiresAt);
    const { accessToken, tokenType, expiresIn, user } = session;
    post({ type: 'session', session: { accessToken, tokenType, expiresIn, user }, expiresAt });
  }

  function drop({ broadcast }: { broadcast: boolean }): void {
    epoch += 1;
    held = null;
    writeHint(false);
    clearInterval(ticker);
    ticker = undefined;
    if (state !== signedOut) publish(signedOut);
    if (broadcast) post({ type: 'signed-out' });
  }

  async function refreshWithRetries(before: string | undefined): Promise<string | null> {
    const startedEpoch = epoch;
    const startedAt = Date.now();
    for (let delay = INITIAL_RETRY_DELAY_MS; ; delay *= 2) {
      try {
        const session = await apiRequest('/auth/refresh', { body: {} }, authSessionSchema);
        if (epoch !== startedEpoch) return null;
        adopt(session);
        return session.accessToken;
      } catch (error) {
        // 403 ACCOUNT_DISABLED: the admin disabled the account, which ends it like a 401.
        if (
          error instanceof ApiError &&
          (error.status === 401 || error.code === ADMIN_ERROR_CODES.accountDisabled)
        ) {
          // Another tab signed in while this request was on its way: its session stands.
          if (held && held.accessToken !== before) return held.accessToken;
          if (epoch === startedEpoch) drop({ broadcast: true });
          return null;
        }
        // A lost connection is retried with back-off within one tick; then the next tick, or
        // the tab becoming visible, tries again.
        const retry =
          error instanceof ApiError &&
          error.retryable &&
          Date.now() - startedAt + delay < REFRESH_TICK_MS;
        if (!retry) throw error;
        await sleep(delay);
      }
    }
  }

  /**
   * Swaps the refresh cookie for a new access token. Concurrent calls share one request; a
   * tab that waited for another tab's refresh takes the session that tab shared.
   * Answers the new token, or null when there is no session (then it is signed out).
   *
   * @throws ApiError when the API could not be reached (after retries) or failed otherwise.
   */
  function refresh(): Promise<string | null> {
    if (!inflight) {
      const before = held?.accessToken;
      inflight = withRefreshLock(async () => {
        if (held && held.accessToken !== before) return held.accessToken;
        return refreshWithRetries(before);
      }).finally(() => {
        inflight = null;
      });
    }
    return inflight;
  }

  function restore(): void {
    refresh().catch(() => {
      // Unreachable for now: show the page signed out; the hint stays, so the tab becoming
      // visible again tries once more.
      if (!held && state !== signedOut) publish(signedOut);
    });
  }

  function check(): void {
    if (!held) return;
    if (held.expiresAt - Date.now() > REFRESH_THRESHOLD_TICKS * REFRESH_TICK_MS) return;
    // A failure keeps the session: the token may still be good, and the next tick retries.
    refresh().catch(() => undefined);
  }

  function onVisibilityChange(): void {
    if (document.visibilityState !== 'visible') return;
    if (held) check();
    else if (!inflight && readHint()) restore();
  }

  function onMessage({ data }: MessageEvent<unknown>): void {
    const message = readMessage(data);
    if (message?.type === 'session') hold(message.session, message.expiresAt);
    else if (message?.type === 'signed-out') drop({ broadcast: false });
  }

  function stop(): void {
    started = false;
    clearInterval(ticker);
    ticker = undefined;
    channel?.close();
    channel = null;
    document.removeEventListener('visibilitychange', onVisibilityChange);
  }

  return {
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): SessionState => state,
    /** What prerendered pages show (src/prerender.tsx): nobody signed in. */
    getServerSnapshot: (): SessionState => signedOut,
    /** The access token for `Authorization: Bearer`, or null when signed out. */
    accessToken: (): string | null => held?.accessToken ?? null,
    /** Listens to other tabs and to the tab becoming visible, and restores a saved session. */
    start(): void {
      if (started) return;
      started = true;
      if (typeof BroadcastChannel !== 'undefined') {
        channel = new BroadcastChannel(CHANNEL_NAME);
        channel.addEventListener('message', onMessage);
      }
      document.addEventListener('visibilitychange', onVisibilityChange);
      if (!held && readHint()) restore();
    },
    stop,
    /** Holds a session the API just answered (sign-in, e-mail verified, password reset). */
    signIn: adopt,
    refresh,
    /** Ends the session on the API (clearing the cookie), here and in every other tab. */
    async signOut(): Promise<void> {
      const accessToken = held?.accessToken ?? null;
      try {
        await apiRequest('/auth/signout', { body: {}, accessToken });
      } catch {
        // Offline or already ended: this browser forgets the session all the same.
      } finally {
        drop({ broadcast: true });
      }
    },
    /** Forgets the session here and in other tabs when the API has already ended it. */
    clear: (): void => drop({ broadcast: true }),
    /** Back to a new page load's state (tests: one visitor per test). */
    reset(): void {
      stop();
      held = null;
      inflight = null;
      epoch += 1;
      state = readHint() ? { status: 'loading', user: null } : signedOut;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The app's one session. `main.tsx` starts it; components read it with `useSession()`. */
export const sessionStore = createSessionStore();
