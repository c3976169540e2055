import { Link } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { LinkProps } from '@tanstack/react-router';
import { site } from '@/lib/site';
import { calculatorCatalog } from '../calculators/calculator-catalog';
import type { CalculatorEntry } from '../calculators/calculator-catalog';

interface FooterLink {
  to: NonNullable<LinkProps['to']>;
  label: string;
}

const toLinks = (calculators: readonly CalculatorEntry[]): FooterLink[] =>
  calculators.map(({ route, title }) => ({ to: route, label: title }));

const unchanging = () => () => undefined;

/**
 * This year, once in the browser: a prerendered page (src/prerender.tsx) was built in a year
 * that may have ended, so it shows no year and the browser fills it in.
 */
function useCurrentYear(): number | null {
  return useSyncExternalStore(
    unchanging,
    () => new Date().getFullYear(),
    () => null,
  );
}

/** Footer link groups (product: platform#home-page): Calculators, Tools, Account, Legal. */
const groups: ReadonlyArray<{ heading: string; links: FooterLink[] }> = [
  {
    heading: 'Calculators',
    links: toLinks(calculatorCatalog.filter(({ group }) => group !== 'Specialized Tools')),
  },
  {
    heading: 'Tools',
    links: [
      ...toLinks(calculatorCatalog.filter(({ group }) => group === 'Specialized Tools')),
      { to: '/planning-guides', label: 'Planning Guides' },
      { to: '/resources', label: 'Resources' },
    ],
  },
  {
    heading: 'Account',
    links: [
      { to: '/auth', label: 'Sign In' },
      { to: '/account', label: 'My Account' },
      { to: '/pricing', label: 'Pricing' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: '/disclaimer', label: 'Disclaimer' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
];

export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_4fr]">
        <div className="space-y-2">
          <p className="text-lg font-bold text-brand-900">{site.name}</p>
          <p className="text-sm text-slate-600">{site.tagline}.</p>
          <p className="text-xs text-slate-500">
            Informational tools only: not financial, investment, tax or legal advice.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-8 md:grid-cols-4">
          {groups.map(({ heading, links }) => (
            <nav key={heading} aria-labelledby={`footer-${heading.toLowerCase()}`}>
              <h2
                id={`footer-${heading.toLowerCase()}`}
                className="text-sm font-semibold text-slate-900"
              >
                {heading}
              </h2>
              <ul className="mt-3 space-y-2">
                {links.map(({ to, label }) => (
                  <li key={to}>
                    <Link
                      to={to}
                      className="text-sm text-slate-600 hover:text-brand-800 hover:underline"
                    >
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-500 sm:px-6">
          © {year === null ? site.name : `${year} ${site.name}`}
        </p>
      </div>
    </footer>
  );
}
