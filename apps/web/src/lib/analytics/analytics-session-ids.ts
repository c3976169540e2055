import { randomUuid } from '../random-id';

/**
 * The key of both session ids: one in session storage, one in local storage
 * (product: platform#analytics).
 */
export const SESSION_ID_KEY = 'session_id';

/** The longest session id the API takes (`sessionId` in contracts' analytics events). */
const MAX_SESSION_ID_LENGTH = 100;

type Area = 'sessionStorage' | 'localStorage';

/** Ids of this page when storage refuses (private mode, storage disabled, quota). */
const inMemory = new Map<Area, string>();

function readOrCreate(area: Area, create: () => string): string {
  try {
    const storage = window[area];
    const saved = storage.getItem(SESSION_ID_KEY);
    if (saved && saved.length <= MAX_SESSION_ID_LENGTH) return saved;
    const fresh = inMemory.get(area) ?? create();
    inMemory.set(area, fresh);
    storage.setItem(SESSION_ID_KEY, fresh);
    return fresh;
  } catch {
    const fresh = inMemory.get(area) ?? create();
    inMemory.set(area, fresh);
    return fresh;
  }
}

/**
 * The page-view session: one per tab, kept in session storage as the time it began plus random
 * text (`1750000000000-k3j9x2m1q8`).
 */
export function pageViewSessionId(): string {
  return readOrCreate(
    'sessionStorage',
    () => `${Date.now()}-${randomUuid().replaceAll('-', '').slice(0, 10)}`,
  );
}

/** The calculation-analytics session: a random UUID in local storage, shared by every tab. */
export function calculationSessionId(): string {
  return readOrCreate('localStorage', randomUuid);
}
