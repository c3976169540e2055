/**
 * Toast defaults from the product definition (product: platform#constants): 4000 ms on screen, at most 3 visible.
 */
export const TOAST_DURATION_MS = 4000;
export const TOAST_LIMIT = 3;

export type ToastVariant = 'default' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; defaults to TOAST_DURATION_MS. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: string;
}

type Listener = () => void;

let toasts: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<Listener>();

function publish(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * The toasts on screen, kept outside React so any code (a query's error handler, say) can
 * raise one. Showing a fourth toast drops the oldest, so at most TOAST_LIMIT are visible.
 */
export const toastStore = {
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly ToastItem[] => toasts,
  show: (options: ToastOptions): string => {
    nextId += 1;
    const id = `toast-${nextId}`;
    publish([...toasts, { ...options, id }].slice(-TOAST_LIMIT));
    return id;
  },
  dismiss: (id: string): void => {
    publish(toasts.filter((toast) => toast.id !== id));
  },
  clear: (): void => {
    publish([]);
  },
};
