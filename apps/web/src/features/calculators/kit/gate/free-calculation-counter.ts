import { FREE_CALCULATION_LIMIT } from '@freedompath/contracts';

/** The local-storage key of the anonymous visitor's counter (product: platform#free-limit). */
export const FREE_CALCULATIONS_USED_KEY = 'free_calculations_used';

type Listener = () => void;
const listeners = new Set<Listener>();
/** Used when local storage is unavailable (private mode, blocked storage): counts per tab. */
let memoryUsed = 0;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function readUsed(): number {
  try {
    const raw = storage()?.getItem(FREE_CALCULATIONS_USED_KEY);
    if (raw === undefined || raw === null) return memoryUsed;
    const used = Number.parseInt(raw, 10);
    // A hand-edited or corrupt value counts as nothing used rather than breaking the page.
    return Number.isFinite(used) && used > 0 ? used : 0;
  } catch {
    return memoryUsed;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

function writeUsed(used: number): void {
  memoryUsed = used;
  try {
    storage()?.setItem(FREE_CALCULATIONS_USED_KEY, String(used));
  } catch {
    // Storage full or blocked: the in-memory count still holds for this tab.
  }
  notify();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === FREE_CALCULATIONS_USED_KEY) notify();
}

/**
 * The anonymous visitor's free calculations, counted in local storage under
 * `free_calculations_used` (other tabs see changes through the `storage` event).
 */
export const freeCalculationCounter = {
  /** Calculations spent so far (0 when the stored value is missing or not a number). */
  used: readUsed,
  /** Free calculations left: the limit minus the used count, never below 0. */
  remaining: (): number => Math.max(FREE_CALCULATION_LIMIT - readUsed(), 0),
  /** What prerendered pages show (src/prerender.tsx): a visitor who has spent none. */
  remainingBeforeAny: (): number => FREE_CALCULATION_LIMIT,
  /** Counts one calculation. */
  spend: (): void => writeUsed(readUsed() + 1),
  /**
   * Counts at least `used` calculations: what a user signed in on this browser has spent, so
   * signing out never hands the browser fresh free calculations. A higher count stays.
   */
  raiseTo: (used: number): void => {
    if (used > readUsed()) writeUsed(used);
  },
  /** Forgets the count (tests). */
  reset: (): void => {
    memoryUsed = 0;
    try {
      storage()?.removeItem(FREE_CALCULATIONS_USED_KEY);
    } catch {
      // nothing stored
    }
    notify();
  },
  subscribe: (listener: Listener): (() => void) => {
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.addEventListener('storage', onStorage);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.removeEventListener('storage', onStorage);
      }
    };
  },
};
