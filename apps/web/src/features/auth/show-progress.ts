import { toastStore } from '@/components/ui/toast-store';

export interface Progress {
  /** Replaces the progress toast with a success toast. */
  succeed: (title: string) => void;
  /** Replaces the progress toast with an error toast. */
  fail: (title: string) => void;
  /** Removes the progress toast (the outcome is shown elsewhere, at the fields). */
  dismiss: () => void;
}

/**
 * Shows a progress toast ("Signing you in...") that the outcome's toast then replaces, so the
 * two never sit on screen together.
 */
export function showProgress(title: string): Progress {
  const id = toastStore.show({ title });
  return {
    succeed: (outcome) => {
      toastStore.dismiss(id);
      toastStore.show({ title: outcome, variant: 'success' });
    },
    fail: (outcome) => {
      toastStore.dismiss(id);
      toastStore.show({ title: outcome, variant: 'error' });
    },
    dismiss: () => toastStore.dismiss(id),
  };
}
