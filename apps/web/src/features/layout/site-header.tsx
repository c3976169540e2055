import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { meQueryOptions } from '../../lib/me-query-options';
import { useSession } from '../../lib/use-session';
import { AccountNav } from './account-nav';
import { CalculatorMenu } from './calculator-menu';
import { Logo } from './logo';

const navLinkClass =
  'rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 ' +
  'data-[status=active]:text-brand-800 data-[status=active]:underline data-[status=active]:underline-offset-4';

/**
 * Logo, main navigation, the Select Calculator menu and the account corner (Sign In, or My
 * Account and Sign Out). An admin, as `GET /api/v1/me` says, also gets the Dashboard link and
 * the Admin badge. On narrow screens the navigation and the menu wrap onto their own rows
 * under the logo.
 */
export function SiteHeader() {
  const session = useSession();
  const { data: me } = useQuery(meQueryOptions(session.user?.id));
  const isAdmin = session.status === 'signed-in' && me?.role === 'admin';
  return (
    <header className="border-b border-slate-200 bg-white/95 backdrop-blur md:sticky md:top-0 md:z-40 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <Logo />
        <div className="ml-auto md:order-last md:ml-0">
          <AccountNav status={session.status} isAdmin={isAdmin} />
        </div>
        <div className="flex w-full flex-wrap items-center gap-x-2 gap-y-2 md:w-auto md:flex-1 md:justify-between">
          <nav aria-label="Main">
            <ul className="-ml-2 flex flex-wrap items-center gap-1 md:ml-2">
              <li>
                <Link to="/pricing" className={navLinkClass}>
                  Pricing
                </Link>
              </li>
              <li>
                <Link to="/resources" className={navLinkClass}>
                  Resources
                </Link>
              </li>
              <li>
                <Link to="/planning-guides" className={navLinkClass}>
                  Planning Guides
                </Link>
              </li>
              {isAdmin ? (
                <li>
                  <Link to="/admin/dashboard" className={navLinkClass}>
                    Dashboard
                  </Link>
                </li>
              ) : null}
            </ul>
          </nav>
          <CalculatorMenu />
        </div>
      </div>
    </header>
  );
}
