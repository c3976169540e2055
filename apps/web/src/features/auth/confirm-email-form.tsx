import { AUTH_ERROR_CODES, authSessionSchema, currentPasswordSchema } from '@freedompath/contracts';
import type { VerifyEmailBody } from '@freedompath/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toastStore } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-error';
import { apiClient } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';
import { PageShell } from '../layout/page-shell';
import { AuthField } from './auth-field';
import { authNotices } from './auth-notices';
import { errorMessage } from './error-message';
import { fieldMessage } from './field-message';
import { pickFieldErrors, useFieldErrors } from './use-field-errors';

const FIELDS = ['password'] as const;

interface ConfirmEmailFormProps {
  /** The address the sign-up link was sent to. */
  email: string;
  /** The sign-up link's token, spent only by a confirmation with the right password. */
  token: string;
  /** The address is confirmed and the visitor signed in. */
  onConfirmed: () => void;
  /** The API refused the link (spent or expired meanwhile) with this message. */
  onInvalidLink: (message: string) => void;
}

/**
 * "Confirm your email" on /auth/callback: the link proves the mailbox, the password typed here
 * which sign-up is the owner's (ADR 038), so whoever signed up with somebody else's address
 * cannot take the account by waiting for its owner to open the link. A wrong password leaves
 * the link working, so the form stays for another try.
 */
export function ConfirmEmailForm({
  email,
  token,
  onConfirmed,
  onInvalidLink,
}: ConfirmEmailFormProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const { formRef, errors, show } = useFieldErrors<(typeof FIELDS)[number]>();
  const passwordRef = useRef<HTMLInputElement>(null);

  // The form replaces "Checking your link…": the keyboard starts where the one thing to do is.
  useEffect(() => {
    passwordRef.current?.focus();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = show(
      pickFieldErrors({ password: fieldMessage(currentPasswordSchema, password) }, FIELDS),
    );
    if (invalid) return;
    setBusy(true);
    try {
      const body: VerifyEmailBody = { token, password };
      const session = await apiClient.request('/auth/verify-email', { body }, authSessionSchema);
      sessionStore.signIn(session);
      toastStore.show({ title: authNotices.emailConfirmed, variant: 'success' });
      onConfirmed();
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code === AUTH_ERROR_CODES.invalidToken) {
        toastStore.show({ title: error.message, variant: 'error' });
        onInvalidLink(error.message);
        return;
      }
      const fieldErrors =
        error instanceof ApiError
          ? pickFieldErrors(
              {
                password:
                  error.code === AUTH_ERROR_CODES.invalidCredentials
                    ? error.message
                    : error.fieldMessages().password,
              },
              FIELDS,
            )
          : {};
      if (!show(fieldErrors)) toastStore.show({ title: errorMessage(error), variant: 'error' });
    }
  };

  return (
    <PageShell
      title="Confirm your email"
      lead="Enter the password you chose when you signed up to confirm your address and sign in."
    >
      <Card className="max-w-md">
        <p className="mb-5 text-slate-700">
          Confirming <strong className="break-all">{email}</strong>
        </p>
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => void submit(event)}
          className="grid gap-5"
        >
          {/* Tells password managers whose password this is, so they can offer the saved one. */}
          <input hidden readOnly type="email" autoComplete="username" value={email} />
          <AuthField
            ref={passwordRef}
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
          />
          <p className="-mt-2 text-sm">
            <Link
              to="/reset-password"
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              Forgot password?
            </Link>
          </p>
          <Button type="submit" size="lg" aria-disabled={busy}>
            {busy ? 'Loading...' : 'Confirm Email'}
          </Button>
        </form>
      </Card>
    </PageShell>
  );
}
