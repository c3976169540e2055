import { AUTH_ERROR_CODES, currentPasswordSchema } from '@freedompath/contracts';
import { useNavigate } from '@tanstack/react-router';
import { AlertDialog } from 'radix-ui';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { toastStore } from '../../components/ui/toast-store';
import { ApiError } from '../../lib/api-error';
import { apiClient } from '../../lib/api-client';
import { sessionStore } from '../../lib/session-store';
import { AuthField } from './auth-field';
import { errorMessage } from './error-message';
import { fieldMessage } from './field-message';
import { pickFieldErrors, useFieldErrors } from './use-field-errors';

const FIELDS = ['password'] as const;

/**
 * "Delete account" and its confirmation (Radix AlertDialog: focus stays inside, Escape
 * cancels, focus returns to the button). The password confirms it is the owner; the API
 * deletes the account and its data and ends every session.
 */
export function DeleteAccountDialog() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { formRef, errors, show } = useFieldErrors<(typeof FIELDS)[number]>();

  const changeOpen = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    setPassword('');
    show({});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (
      show(pickFieldErrors({ password: fieldMessage(currentPasswordSchema, password) }, FIELDS))
    ) {
      return;
    }
    setBusy(true);
    try {
      await apiClient.request('/me', { method: 'DELETE', body: { password } });
      // Home first, so My Account does not send the visitor to Sign In as the session ends.
      await navigate({ to: '/' });
      sessionStore.clear();
      toastStore.show({ title: 'Your account has been deleted.', variant: 'success' });
    } catch (error) {
      setBusy(false);
      const wrongPassword =
        error instanceof ApiError && error.code === AUTH_ERROR_CODES.invalidCredentials;
      const fieldErrors = wrongPassword
        ? { password: error.message }
        : error instanceof ApiError
          ? pickFieldErrors(error.fieldMessages(), FIELDS)
          : {};
      if (!show(fieldErrors)) toastStore.show({ title: errorMessage(error), variant: 'error' });
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={changeOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary" className="border-red-200 text-red-800 hover:bg-red-50">
          Delete account
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content
          onOpenAutoFocus={(event) => {
            // The password is what the dialog asks for: start there, not on Cancel.
            event.preventDefault();
            passwordRef.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            Delete your account?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">
            This permanently deletes your account and everything saved with it. It cannot be undone.
            Enter your password to confirm.
          </AlertDialog.Description>
          <form
            ref={formRef}
            noValidate
            onSubmit={(event) => void submit(event)}
            className="mt-5 grid gap-5"
          >
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
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <AlertDialog.Cancel asChild>
                <Button variant="secondary">Cancel</Button>
              </AlertDialog.Cancel>
              <Button type="submit" variant="danger" aria-disabled={busy}>
                {busy ? 'Loading...' : 'Delete account'}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
