import {
  AUTH_ERROR_CODES,
  PASSWORD_MIN_LENGTH,
  authSessionSchema,
  currentPasswordSchema,
  emailSchema,
  newPasswordSchema,
  plans,
} from '@freedompath/contracts';
import type { PlanId } from '@freedompath/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
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
import { pendingCheckout } from './pending-checkout';
import { ResendVerificationButton } from './resend-verification-button';
import { showProgress } from './show-progress';
import { pickFieldErrors, useFieldErrors } from './use-field-errors';

type Mode = 'sign-in' | 'sign-up';

const FIELDS = ['email', 'password'] as const;

const copy = {
  'sign-in': {
    title: 'Sign In',
    lead: 'Sign in to keep your free calculations across devices, or upgrade for unlimited use.',
    submit: 'Sign In',
    switchPrompt: 'Don’t have an account?',
    switchLabel: 'Sign up',
  },
  'sign-up': {
    title: 'Create Account',
    lead: 'Create a free account with your email address and a password.',
    submit: 'Sign Up',
    switchPrompt: 'Already have an account?',
    switchLabel: 'Sign in',
  },
} as const;

interface AuthScreenProps {
  /** The form shown first (`?mode=`); sign in unless the page was opened to sign up. */
  initialMode?: Mode;
  /** The plan chosen on /pricing (`?plan=`): signing in goes on to its checkout, and so does
   * the confirmation of a sign-up (the plan is kept for it, see `pendingCheckout`). */
  plan?: PlanId;
}

/**
 * /auth: sign in, or sign up (the toggle switches the form). Fields are checked with the
 * contracts' schemas before anything is sent; the API's field issues come back to the fields.
 */
export function AuthScreen({ initialMode = 'sign-in', plan }: AuthScreenProps) {
  const navigate = useNavigate();
  const planName = plans.find(({ id }) => id === plan)?.name;
  const [mode, setMode] = useState<Mode>(initialMode);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  /** The address that tried to sign in before confirming it: offer a new link. */
  const [unverified, setUnverified] = useState<string | null>(null);
  const { formRef, errors, show } = useFieldErrors<(typeof FIELDS)[number]>();
  const signingUp = mode === 'sign-up';
  const text = copy[mode];

  const switchMode = () => {
    setMode(signingUp ? 'sign-in' : 'sign-up');
    setUnverified(null);
    show({});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = show(
      pickFieldErrors(
        {
          email: fieldMessage(emailSchema, email),
          password: fieldMessage(signingUp ? newPasswordSchema : currentPasswordSchema, password),
        },
        FIELDS,
      ),
    );
    if (invalid) return;
    const address = emailSchema.parse(email);
    setBusy(true);
    setUnverified(null);
    const progress = showProgress(signingUp ? authNotices.creatingAccount : authNotices.signingIn);
    try {
      if (signingUp) {
        await apiClient.request('/auth/signup', { body: { email: address, password } });
        progress.succeed(authNotices.checkEmail);
        if (plan) pendingCheckout.remember(plan, address);
        else pendingCheckout.forget();
        await navigate({ to: '/check-email', search: { plan }, state: { email: address } });
      } else {
        const session = await apiClient.request(
          '/auth/signin',
          { body: { email: address, password } },
          authSessionSchema,
        );
        sessionStore.signIn(session);
        progress.succeed(authNotices.welcomeBack);
        // /pricing starts the plan's checkout as it opens.
        await navigate(plan ? { to: '/pricing', search: { checkout: plan } } : { to: '/' });
      }
    } catch (error) {
      const fieldErrors =
        error instanceof ApiError ? pickFieldErrors(error.fieldMessages(), FIELDS) : {};
      if (show(fieldErrors)) {
        progress.dismiss();
      } else if (error instanceof ApiError && error.code === AUTH_ERROR_CODES.invalidCredentials) {
        progress.fail(authNotices.invalidCredentials);
      } else {
        if (error instanceof ApiError && error.code === AUTH_ERROR_CODES.emailNotVerified) {
          setUnverified(address);
        }
        progress.fail(errorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageShell title={text.title} lead={text.lead}>
      <Card className="max-w-md">
        {planName ? (
          <p className="mb-5 rounded-xl bg-brand-50 p-4 text-slate-900">
            {signingUp
              ? `Once you confirm your email in this browser, you go on to checkout for the ${planName} plan.`
              : `Once you sign in, you go on to checkout for the ${planName} plan.`}
          </p>
        ) : null}
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
          <AuthField
            label="Password"
            name="password"
            type="password"
            autoComplete={signingUp ? 'new-password' : 'current-password'}
            value={password}
            onChange={setPassword}
            error={errors.password}
            hint={signingUp ? `At least ${PASSWORD_MIN_LENGTH} characters.` : undefined}
          />
          {signingUp ? null : (
            <p className="-mt-2 text-sm">
              <Link
                to="/reset-password"
                className="font-medium text-brand-800 underline underline-offset-2"
              >
                Forgot password?
              </Link>
            </p>
          )}
          <Button type="submit" size="lg" aria-disabled={busy}>
            {busy ? 'Loading...' : text.submit}
          </Button>
        </form>
        {unverified ? (
          <div className="mt-6 grid gap-3 rounded-xl border border-accent-300 bg-accent-100 p-4 text-slate-900">
            <p>
              Your email address is not confirmed yet. Open the link we sent to{' '}
              <strong className="break-all">{unverified}</strong>, or ask for a new one.
            </p>
            <div>
              <ResendVerificationButton
                email={unverified}
                onSent={() => {
                  if (plan) pendingCheckout.remember(plan, unverified);
                  void navigate({
                    to: '/check-email',
                    search: { plan },
                    state: { email: unverified },
                  });
                }}
              />
            </div>
          </div>
        ) : null}
        <p className="mt-6 text-sm text-slate-700">
          {text.switchPrompt}{' '}
          <button
            type="button"
            onClick={switchMode}
            className="font-medium text-brand-800 underline underline-offset-2"
          >
            {text.switchLabel}
          </button>
        </p>
      </Card>
    </PageShell>
  );
}
