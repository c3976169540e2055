import { acceptedResponseSchema, emailSchema } from '@freedompath/contracts';
import type { EmailBody } from '@freedompath/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toastStore } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-error';
import { apiClient } from '@/lib/api-client';
import { AuthField } from './auth-field';
import { errorMessage } from './error-message';
import { fieldMessage } from './field-message';
import { pickFieldErrors, useFieldErrors } from './use-field-errors';

const FIELDS = ['email'] as const;

/**
 * Asks for a new confirmation link when the opened one no longer works: the page knows no
 * address then, so the visitor types it. The API answers the same whatever the address, and
 * that answer replaces the form.
 */
export function ResendLinkForm() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const { formRef, errors, show } = useFieldErrors<(typeof FIELDS)[number]>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || show(pickFieldErrors({ email: fieldMessage(emailSchema, email) }, FIELDS))) return;
    setBusy(true);
    try {
      const body: EmailBody = { email: emailSchema.parse(email) };
      const { message } = await apiClient.request(
        '/auth/resend-verification',
        { body },
        acceptedResponseSchema,
      );
      setAnswer(message);
    } catch (error) {
      setBusy(false);
      const fieldErrors =
        error instanceof ApiError ? pickFieldErrors(error.fieldMessages(), FIELDS) : {};
      if (!show(fieldErrors)) toastStore.show({ title: errorMessage(error), variant: 'error' });
    }
  };

  if (answer) return <p role="status">{answer}</p>;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid max-w-md gap-4"
    >
      <AuthField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
      />
      <Button type="submit" variant="secondary" aria-disabled={busy}>
        {busy ? 'Loading...' : 'Send a new link'}
      </Button>
    </form>
  );
}
