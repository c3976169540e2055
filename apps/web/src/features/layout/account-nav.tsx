import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toastStore } from '../../components/ui/toast-store';
import { sessionStore } from '../../lib/session-store';
import type { SessionStatus } from '../../lib/session-store';

interface AccountNavProps {
  status: SessionStatus;
  /** True only when `GET /api/v1/me` answered role `admin`. */
  isAdmin: boolean;
}

/**
 * The header's account corner: Sign In, or My Account and Sign Out (with the Admin badge for
 * an admin). While a saved session is being restored it keeps the signed-in buttons' room,
 * unseen, so the header does not move when they appear.
 */
export function AccountNav({ status, isAdmin }: AccountNavProps) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  if (status === 'loading') {
    return (
      <div aria-hidden="true" className="invisible flex items-center gap-1">
        <Button asChild variant="ghost">
          <span>My Account</span>
        </Button>
        <Button asChild variant="ghost">
          <span>Sign Out</span>
        </Button>
      </div>
    );
  }

  if (status === 'signed-out') {
    return (
      <Button asChild variant="ghost">
        <Link to="/auth">Sign In</Link>
      </Button>
    );
  }

  const signOut = async () => {
    setSigningOut(true);
    try {
      // Home first, so a page that needs a session (My Account) does not send the visitor on
      // to Sign In when the session ends under it.
      await navigate({ to: '/' });
      await sessionStore.signOut();
      toastStore.show({ title: 'You have been signed out.' });
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div className="flex items-center gap-1">
      {isAdmin ? <Badge tone="popular">Admin</Badge> : null}
      <Button asChild variant="ghost">
        <Link to="/account">My Account</Link>
      </Button>
      <Button variant="ghost" disabled={signingOut} onClick={() => void signOut()}>
        Sign Out
      </Button>
    </div>
  );
}
