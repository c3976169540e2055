import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toastStore } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { sessionStore } from '@/lib/session-store';
import type { SessionStatus } from '@/lib/session-store';

interface AccountNavProps {
  status: SessionStatus;
  /** True only when `GET /api/v1/me` answered role `admin`. */
  isAdmin: boolean;
  /** `bar`: a row in the desktop header; `panel`: a column of full-width rows in the phone menu. */
  layout?: 'bar' | 'panel';
}

// The panel's sizes are `max-md:` variants because the stylesheet puts variants after the
// button's own sizes, so they win; the panel only shows below md.
const layouts = {
  bar: { group: 'flex items-center gap-1', item: 'whitespace-nowrap' },
  panel: {
    group: 'flex flex-col items-stretch gap-1',
    item: 'max-md:min-h-11 max-md:justify-start max-md:px-3 max-md:text-base',
  },
} as const;

/**
 * The header's account corner: Sign In, or My Account and Sign Out (with the Admin badge for
 * an admin). While a saved session is being restored it keeps the signed-in buttons' room,
 * unseen, so the header does not move when they appear.
 */
export function AccountNav({ status, isAdmin, layout = 'bar' }: AccountNavProps) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const { group, item } = layouts[layout];

  if (status === 'loading') {
    return (
      <div aria-hidden="true" className={cn('invisible', group)}>
        <Button asChild variant="ghost" className={item}>
          <span>My Account</span>
        </Button>
        <Button asChild variant="ghost" className={item}>
          <span>Sign Out</span>
        </Button>
      </div>
    );
  }

  if (status === 'signed-out') {
    return (
      <Button asChild variant="ghost" className={item}>
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
    <div className={group}>
      {isAdmin ? (
        <Badge tone="popular" className={cn(layout === 'panel' && 'self-start')}>
          Admin
        </Badge>
      ) : null}
      <Button asChild variant="ghost" className={item}>
        <Link to="/account">My Account</Link>
      </Button>
      <Button variant="ghost" disabled={signingOut} onClick={() => void signOut()} className={item}>
        Sign Out
      </Button>
    </div>
  );
}
