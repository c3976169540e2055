import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  PASSWORD_MIN_LENGTH,
  authSessionSchema,
  currentPasswordSchema,
  newPasswordSchema,
} from '@freedompath/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-error';
import { apiClient } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';
import { PageShell } from '../layout/page-shell';
import { AuthField } from './auth-field';
import { authNotices } from './auth-notices';
import { errorMessage } from './error-message';
import { fieldMessage } from './field-message';
import { recoveryToken } from './recovery-token';
import { showProgress } from './show-progress';
import { pickFieldErrors, useFieldErrors } from './use-field-errors';
import type { FieldErrors } from './use-field-errors';

/**
 * After a successful update the visitor goes home after this long (product: platform#constants).
 */
export const REDIRECT_DELAY_MS = 1000;

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

interface SetPasswordFormProps {
  /**
   * The reset link's token; null for a signed-in user, who confirms the current password
   * instead.
   */
  token: string | null;
  /** The API refused the token (spent or expired) with this message. */
  onInvalidToken: (message: string) => void;
}

function validate(values: Values, askCurrent: boolean): FieldErrors<Field> {
  const confirmMessage =
    fieldMessage(newPasswordSchema, values.confirmPassword) ??
    (values.confirmPassword === values.password ? undefined : AUTH_MESSAGES.passwordsDoNotMatch);
  return pickFieldErrors(
    {
      currentPassword: askCurrent
        ? fieldMessage(currentPasswordSchema, values.currentPassword)
        : undefined,
      password: fieldMessage(newPasswordSchema, values.password),
      confirmPassword: confirmMessage,
    },
    FIELDS,
  );
}

/** The API's complaints about the fields of either request, at this form's fields. */
function serverFieldErrors(error: ApiError, askCurrent: boolean): FieldErrors<Field> {
  const messages = error.fieldMessages();
  const wrongCurrent = askCurrent && error.code === AUTH_ERROR_CODES.invalidCredentials;
  return pickFieldErrors(
    {
      currentPassword: wrongCurrent ? error.message : messages.currentPassword,
      password: messages.newPassword ?? messages.password,
    },
    FIELDS,
  );
}

/**
 * Set-new-password mode of /reset-password: with a reset link's token (which signs in with a
 * fresh session), or signed in with the current password (other sessions end, this one stays).
 */
export function SetPasswordForm({ token, onInvalidToken }: SetPasswordFormProps) {
  const navigate = useNavigate();
  const askCurrent = token === null;
  const [values, setValues] = useState<Values>({
    currentPassword: '',
    password: '',
    confirmPassword: '',
  });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const { formRef, errors, show } = useFieldErrors<Field>();

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate({ to: '/' }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || show(validate(values, askCurrent))) return;
    setBusy(true);
    const progress = showProgress(authNotices.updatingPassword);
    try {
      if (token) {
        const session = await apiClient.request(
          '/auth/reset-password',
          { body: { token, password: values.password } },
          authSessionSchema,
        );
        recoveryToken.clear();
        sessionStore.signIn(session);
      } else {
        await apiClient.request('/me/password', {
          body: { currentPassword: values.currentPassword, newPassword: values.password },
        });
      }
      progress.succeed(authNotices.passwordUpdated);
      setDone(true);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code === AUTH_ERROR_CODES.invalidToken) {
        progress.fail(error.message);
        recoveryToken.clear();
        onInvalidToken(error.message);
        return;
      }
      const fieldErrors = error instanceof ApiError ? serverFieldErrors(error, askCurrent) : {};
      if (show(fieldErrors)) progress.dismiss();
      else progress.fail(errorMessage(error, authNotices.updateFailed));
    }
  };

  return (
    <PageShell
      title="Set a new password"
      lead={
        askCurrent
          ? 'Confirm your current password, then choose a new one. Your other devices will be signed out.'
          : 'Choose a new password for your account.'
      }
    >
      <Card className="max-w-md">
        {done ? (
          <p role="status" className="font-medium text-brand-900">
            {authNotices.passwordUpdated} Taking you home…
          </p>
        ) : (
          <form
            ref={formRef}
            noValidate
            onSubmit={(event) => void submit(event)}
            className="grid gap-5"
          >
            {askCurrent ? (
              <AuthField
                label="Current Password"
                type="password"
                autoComplete="current-password"
                {...field('currentPassword')}
              />
            ) : null}
            <AuthField
              label="New Password"
              type="password"
              autoComplete="new-password"
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              {...field('password')}
            />
            <AuthField
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              {...field('confirmPassword')}
            />
            <Button type="submit" size="lg" aria-disabled={busy}>
              {busy ? 'Loading...' : 'Update Password'}
            </Button>
          </form>
        )}
      </Card>
    </PageShell>
  );
}
