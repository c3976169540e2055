import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useSession } from '@/lib/use-session';
import { PageShell } from '../layout/page-shell';
import { recoveryToken } from './recovery-token';
import { ResetRequestForm } from './reset-request-form';
import { ResetSent } from './reset-sent';
import { SetPasswordForm } from './set-password-form';

/** Shown when the callback marked a reset link but its token is gone (a reload forgets it). */
const LINK_FORGOTTEN =
  'For your security a reset link works only in the tab that opened it, until it is reloaded. Request a new link below.';

/**
 * /reset-password in its three modes (product: platform#accounts): set a new password (with the
 * reset link's token in memory, or signed in), request reset instructions, or instructions sent.
 */
export function ResetPasswordScreen() {
  const session = useSession();
  const recovery = useRouterState({ select: (state) => state.location.state.recovery === true });
  const [token, setToken] = useState(recoveryToken.get);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(recovery && !token ? LINK_FORGOTTEN : null);

  if (token || session.status === 'signed-in') {
    return (
      <SetPasswordForm
        key={token ?? 'signed-in'}
        token={token}
        onInvalidToken={(message) => {
          setToken(null);
          setNotice(`${message} Request a new link below.`);
        }}
      />
    );
  }
  if (session.status === 'loading') {
    return (
      <PageShell title="Reset your password">
        <p role="status">Loading...</p>
      </PageShell>
    );
  }
  if (sentTo) return <ResetSent email={sentTo} />;
  return <ResetRequestForm notice={notice} onSent={setSentTo} />;
}
