import { acceptedResponseSchema, emailSchema } from '@freedompath/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-error';
import { apiClient } from '@/lib/api-client';
import { PageShell } from '../layout/page-shell';
import { AuthField } from './auth-field';
import { authNotices } from './auth-notices';
import { errorMessage } from './error-message';
import { fieldMessage } from './field-message';
import { showProgress } from './show-progress';
import { pickFieldErrors, useFieldErrors } from './use-field-errors';

const FIELDS = ['email'] as const;

interface ResetRequestFormProps {
  /** Why the visitor is asked for their address again (a spent or expired link). */
  notice: string | null;
  /** The API accepted the request for this (normalised) address. */
  onSent: (email: string) => void;
}

/** Request mode of /reset-password: the address to send reset instructions to. */
export function ResetRequestForm({ notice, onSent }: ResetRequestFormProps) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const { formRef, errors, show } = useFieldErrors<(typeof FIELDS)[number]>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || show(pickFieldErrors({ email: fieldMessage(emailSchema, email) }, FIELDS))) return;
    const address = emailSchema.parse(email);
    setBusy(true);
    const progress = showProgress(authNotices.sendingReset);
    try {
      await apiClient.request(
        '/auth/forgot-password',
        { body: { email: address } },
        acceptedResponseSchema,
      );
      progress.succeed(authNotices.resetSent);
      onSent(address);
    } catch (error) {
      const fieldErrors =
        error instanceof ApiError ? pickFieldErrors(error.fieldMessages(), FIELDS) : {};
      if (show(fieldErrors)) progress.dismiss();
      else progress.fail(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <PageShell
      title="Reset your password"
      lead="Enter the email address of your account and we will send you a link to choose a new password."
    >
      {notice ? (
        <p className="rounded-xl border border-accent-300 bg-accent-100 p-4 text-slate-900">
          {notice}
        </p>
      ) : null}
      <Card className="max-w-md">
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void submit(event)}
          className="grid gap-5"
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
          <Button type="submit" size="lg" aria-disabled={busy}>
            {busy ? 'Loading...' : 'Send Reset Instructions'}
          </Button>
        </form>
        <p className="mt-6 text-sm">
          <Link to="/auth" className="font-medium text-brand-800 underline underline-offset-2">
            Back to Sign In
          </Link>
        </p>
      </Card>
    </PageShell>
  );
}
