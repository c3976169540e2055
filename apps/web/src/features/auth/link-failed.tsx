import type { LinkFlow } from '@freedompath/contracts';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { PageShell } from '../layout/page-shell';
import { ResendLinkForm } from './resend-link-form';

interface LinkFailedProps {
  /** Why the link cannot be used (the API's message, or the provider's error). */
  message: string;
  /** The kind of link to offer again: a spent or expired link is useless without a new one. */
  newLink: LinkFlow | null;
}

/** "Verification Failed" on /auth/callback, with the way to a new link of the same kind. */
export function LinkFailed({ message, newLink }: LinkFailedProps) {
  return (
    <PageShell title="Verification Failed">
      <p role="alert">{message}</p>
      {newLink === 'signup' ? (
        <>
          <p>Enter your email address to get a new confirmation link.</p>
          <ResendLinkForm />
        </>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        {newLink === 'recovery' ? (
          <Button asChild>
            <Link to="/reset-password">Request a new reset link</Link>
          </Button>
        ) : null}
        <Button asChild variant={newLink === 'recovery' ? 'secondary' : 'primary'}>
          <Link to="/auth">Back to Sign In</Link>
        </Button>
      </div>
    </PageShell>
  );
}
