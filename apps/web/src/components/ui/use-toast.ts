import { useSyncExternalStore } from 'react';
import { toastStore } from './toast-store';
import type { ToastItem, ToastOptions } from './toast-store';

export interface UseToast {
  toasts: readonly ToastItem[];
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

/** Raise and read toasts; the root layout's `<Toaster />` renders them. */
export function useToast(): UseToast {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getSnapshot,
  );
  return { toasts, toast: toastStore.show, dismiss: toastStore.dismiss };
}
