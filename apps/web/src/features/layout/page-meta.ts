import { FREE_CALCULATION_LIMIT } from '@freedompath/contracts';
import type { CalculatorRoute } from '@freedompath/contracts';
import { site } from '@/lib/site';
import { pageTitle } from '@/lib/use-page-title';
import { calculatorCatalog } from '../calculators/calculator-catalog';

/** What a page tells browsers, search engines and link previews before any script runs. */
export interface PageMeta {
  /** The document title, as the page itself sets it once rendered. */
  title: string;
  description: string;
  /** Pages only a signed-in visitor or a link from an e-mail or Stripe reaches. */
  noindex?: boolean;
  /**
   * Pages whose first render shows dates counted from today: prerendered at build time they
   * would not match a later visit, so only the browser renders them.
   */
  datedByVisit?: boolean;
}

const page = (title: string | undefined, description: string, noindex = false): PageMeta => ({
  title: pageTitle(title),
  description,
  ...(noindex ? { noindex } : {}),
});

/** Calculators whose form starts from today's date (the trip's first day, the plan's month). */
const datedByVisit: ReadonlySet<string> = new Set(['/travel-planner', '/debt-paydown-calculator']);

const calculatorPages = Object.fromEntries(
  calculatorCatalog.map(({ route, title, description }) => [
    route,
    {
      ...page(title, `${description} Free ${title.toLowerCase()} by ${site.name}.`),
      ...(datedByVisit.has(route) ? { datedByVisit: true } : {}),
    },
  ]),
) as Record<CalculatorRoute, PageMeta>;

const otherPages = {
  '/': page(
    undefined,
    `Plan a career break, a layoff, freelancing, a move abroad or early retirement with calculators that show how long your money lasts. ${FREE_CALCULATION_LIMIT} free calculations.`,
  ),
  '/pricing': page(
    'Pricing',
    `Your first ${FREE_CALCULATION_LIMIT} calculations are free. Monthly, yearly and lifetime plans unlock unlimited calculations on every ${site.name} calculator.`,
  ),
  '/resources': page(
    'Resources',
    'Communities, reading and tools for planning time away from work: career-break groups, financial independence, budgeting, travel and skills.',
  ),
  '/planning-guides': page(
    'Planning Guides',
    'A career-break checklist that remembers your progress, a financial readiness assessment, timeline and goal guides, and templates to download.',
  ),
  '/privacy': page(
    'Privacy Policy',
    `What ${site.name} collects, why, how long it keeps it and how to get your data or delete your account.`,
  ),
  '/terms': page(
    'Terms of Service',
    `The terms for using ${site.name}: accounts, free calculations, subscriptions, refunds and liability.`,
  ),
  '/disclaimer': page(
    'Disclaimer',
    `${site.name}'s calculators are for informational and educational purposes only: not financial, investment, tax or legal advice.`,
  ),
  '/auth': page(
    'Sign In',
    `Sign in to ${site.name} or create an account to keep your calculations and saved plans.`,
  ),
  '/check-email': page(
    'Check your email',
    'Open the link we e-mailed you to confirm your address.',
    true,
  ),
  '/reset-password': page(
    'Reset your password',
    `Forgot your ${site.name} password? Get a link to set a new one.`,
  ),
  '/auth/callback': page(
    'Verifying your account...',
    'Finishing your sign-in from the link we e-mailed you.',
    true,
  ),
  '/account': page('My Account', 'Your e-mail, plan, calculations and password.', true),
  '/success': page(
    'Processing your payment',
    'Confirming your payment with our payment provider.',
    true,
  ),
  '/admin/dashboard': page(
    'Admin Dashboard',
    `Page views, calculations, sign-ups and revenue of ${site.name}, for its administrators.`,
    true,
  ),
} satisfies Record<string, PageMeta>;

/** The path of every route; src/router.tsx fails to compile when it and the route tree differ. */
export type PagePath = keyof typeof otherPages | CalculatorRoute;

/**
 * Every route's title and description. The web build writes them into each route's HTML
 * (build/route-pages.ts), so a shared link previews the right page; the app keeps the
 * description in step on client navigation.
 */
export const pageMeta: Record<PagePath, PageMeta> = { ...otherPages, ...calculatorPages };

/** What a path the app does not know is served with (with status 404). */
export const notFoundMeta: PageMeta = page(
  'Page not found',
  'The page you are looking for does not exist or has moved.',
  true,
);

/** The meta of the page at `pathname` (a trailing slash ignored), or the not-found page's. */
export function metaForPath(pathname: string): PageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(pageMeta, path) ? pageMeta[path as PagePath] : notFoundMeta;
}
