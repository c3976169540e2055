import { useLocation } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import type { SessionStatus } from '@/lib/session-store';
import { AccountNav } from './account-nav';
import { MainNav } from './main-nav';
import { useDismiss } from './use-dismiss';

interface MobileMenuProps {
  status: SessionStatus;
  isAdmin: boolean;
}

/**
 * The phone's menu button (below md) and the panel it discloses under the header: the main
 * links and the account corner, which the one-row phone header has no room for.
 */
export function MobileMenu({ status, isAdmin }: MobileMenuProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Any navigation closes the panel, including Sign Out's trip home and the browser's Back.
  if (pathname !== openedAt) {
    setOpenedAt(pathname);
    setOpen(false);
  }

  useDismiss(rootRef, open, () => setOpen(false));

  return (
    <div
      ref={rootRef}
      className="md:hidden"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? 'Close menu' : 'Menu'}
        onClick={() => setOpen(!open)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-expanded:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} />
        </svg>
      </button>
      {open ? (
        <div
          id={panelId}
          // A link to the page already shown navigates nowhere, yet the visitor is done here.
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
          }}
          className="absolute inset-x-0 top-full z-50 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 py-3 shadow-xl"
        >
          <MainNav isAdmin={isAdmin} layout="panel" />
          <div className="mt-3 border-t border-slate-200 pt-3">
            <AccountNav status={status} isAdmin={isAdmin} layout="panel" />
          </div>
        </div>
      ) : null}
    </div>
  );
}
