import { acceptedResponseSchema } from '@freedompath/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toastStore } from '@/components/ui/toast-store';
import { apiClient } from '@/lib/api-client';
import { errorMessage } from './error-message';

interface ResendVerificationButtonProps {
  email: string;
  /** After the API accepted the request (it answers the same whether or not the address exists). */
  onSent?: () => void;
}

/** "Resend verification email": asks the API to send `email` a new verification link. */
export function ResendVerificationButton({ email, onSent }: ResendVerificationButtonProps) {
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const { message } = await apiClient.request(
        '/auth/resend-verification',
        { body: { email } },
        acceptedResponseSchema,
      );
      toastStore.show({ title: message, variant: 'success' });
      onSent?.();
    } catch (error) {
      toastStore.show({ title: errorMessage(error), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" aria-disabled={busy} onClick={() => void resend()}>
      {busy ? 'Loading...' : 'Resend verification email'}
    </Button>
  );
}
