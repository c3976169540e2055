import { useIsAdmin } from '@/lib/use-is-admin';
import { useSession } from '@/lib/use-session';
import { AccountNav } from './account-nav';
import { CalculatorMenu } from './calculator-menu';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';

/**
 * Logo, main navigation, the Select Calculator picker and the account corner (Sign In, or My
 * Account and Sign Out). An admin, as `GET /api/v1/me` says, also gets the Dashboard link and
 * the Admin badge. A phone keeps one row: the logo, the picker and a menu button that discloses
 * the navigation and the account corner under the header.
 */
export function SiteHeader() {
  const session = useSession();
  const isAdmin = useIsAdmin();
  return (
    // Positioned on a phone too: the picker's and the menu's panels hang from the header, above
    // the page.
    <header className="relative z-40 border-b border-slate-200 bg-white/95 backdrop-blur md:sticky md:top-0 print:hidden">
      {/* Below md one row that never wraps; from md, like before, a row that wraps the picker
          and the account corner onto a second line, right-aligned, when they do not fit (an
          admin's header under 1152 px). */}
      <div className="mx-auto flex max-w-6xl items-center gap-x-2 gap-y-2 px-4 py-2 sm:px-6 md:flex-wrap md:py-3">
        {/* A 44 px tall logo link: a comfortable touch target. */}
        <div className="flex min-w-0 max-md:*:min-h-11">
          <Logo />
        </div>
        <MainNav isAdmin={isAdmin} layout="bar" className="hidden md:block" />
        <div className="ml-auto flex items-center gap-1 md:gap-4">
          <CalculatorMenu />
          <div className="hidden md:block">
            <AccountNav status={session.status} isAdmin={isAdmin} />
          </div>
          <MobileMenu status={session.status} isAdmin={isAdmin} />
        </div>
      </div>
    </header>
  );
}
