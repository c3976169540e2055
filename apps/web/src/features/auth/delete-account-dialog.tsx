import {
  AUTH_ERROR_CODES,
  REFUND_POLICY_SUMMARY,
  currentPasswordSchema,
} from '@freedompath/contracts';
import type { Entitlements } from '@freedompath/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { AlertDialog } from 'radix-ui';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toastStore } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-error';
import { apiClient } from '@/lib/api-client';
import { entitlementsQueryOptions } from '@/lib/entitlements-query-options';
import { sessionStore } from '@/lib/session-store';
import { useSession } from '@/lib/use-session';
import { AuthField } from './auth-field';
import { errorMessage } from './error-message';
import { fieldMessage } from './field-message';
import { pickFieldErrors, useFieldErrors } from './use-field-errors';

const FIELDS = ['password'] as const;

const planNames = { monthly: 'Monthly', yearly: 'Yearly', lifetime: 'Lifetime' } as const;

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/**
 * What deleting does to what was bought (ADR 041): the plan ends with the account, a monthly
 * subscription is cancelled at once at the payment provider (no further charge), and money
 * already paid follows the terms' refund policy. Nothing for an account that never paid.
 */
export function planConsequences(entitlements: Entitlements | undefined): string[] {
  if (!entitlements || entitlements.admin) return [];
  const lines: string[] = [];
  const { plan, accessUntil, renews } = entitlements;
  if (plan !== 'free') {
    const until =
      plan !== 'lifetime' && accessUntil !== null
        ? ` (paid until ${longDate.format(new Date(accessUntil))})`
        : '';
    lines.push(`Your ${planNames[plan]} plan${until} ends with your account.`);
  }
  if (renews) {
    lines.push('Your monthly subscription is cancelled at once, so it never charges you again.');
  }
  if (lines.length > 0) lines.push(REFUND_POLICY_SUMMARY);
  return lines;
}

/**
 * "Delete account" and its confirmation (Radix AlertDialog: focus stays inside, Escape
 * cancels, focus returns to the button). It says what happens to the plan, if any; the
 * password confirms it is the owner; the API cancels a subscription at the payment provider
 * first, then deletes the account and its data and ends every session. A refusal (the payment
 * provider unreachable: nothing was deleted) is said in the dialog, which stays open.
 */
export function DeleteAccountDialog() {
  const navigate = useNavigate();
  const { user } = useSession();
  const { data: entitlements } = useQuery(entitlementsQueryOptions(user?.id));
  const consequences = planConsequences(entitlements);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { formRef, errors, show } = useFieldErrors<(typeof FIELDS)[number]>();

  const changeOpen = (next: boolean) => {
    if (busy) return;
    setOpen(next);
    setPassword('');
    setFailure(null);
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
    setFailure(null);
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
      if (!show(fieldErrors)) setFailure(errorMessage(error));
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
          <AlertDialog.Description asChild>
            <div className="mt-2 grid gap-2 text-slate-700">
              <p>
                This permanently deletes your account and everything saved with it. It cannot be
                undone.
              </p>
              {consequences.map((line) => (
                <p key={line}>{line}</p>
              ))}
              <p>Enter your password to confirm.</p>
            </div>
          </AlertDialog.Description>
          {consequences.length > 0 ? (
            <p className="mt-2 text-sm">
              <Link
                to="/terms"
                hash="refunds"
                className="font-medium text-brand-800 underline underline-offset-2"
              >
                Refunds in the Terms of Service
              </Link>
            </p>
          ) : null}
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
            {failure ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
                {failure}
              </p>
            ) : null}
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
