import { Link } from '@tanstack/react-router';
import { cn } from '@/lib/cn';

const links = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/resources', label: 'Resources' },
  { to: '/planning-guides', label: 'Planning Guides' },
] as const;

const layouts = {
  bar: {
    list: 'ml-4 flex items-center gap-1',
    link: 'rounded-md px-2 py-2 text-sm whitespace-nowrap',
  },
  panel: {
    list: 'flex flex-col',
    link: 'flex min-h-11 items-center rounded-lg px-3 text-base',
  },
} as const;

interface MainNavProps {
  isAdmin: boolean;
  /** `bar`: a row in the desktop header; `panel`: a column in the phone menu. */
  layout: keyof typeof layouts;
  className?: string;
}

/** Pricing, Resources and Planning Guides, and the Dashboard for an admin. */
export function MainNav({ isAdmin, layout, className }: MainNavProps) {
  const linkClass = cn(
    layouts[layout].link,
    'font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900',
    'data-[status=active]:text-brand-800 data-[status=active]:underline data-[status=active]:underline-offset-4',
  );
  return (
    <nav aria-label="Main" className={className}>
      <ul className={layouts[layout].list}>
        {links.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className={linkClass}>
              {label}
            </Link>
          </li>
        ))}
        {isAdmin ? (
          <li>
            <Link to="/admin/dashboard" className={linkClass}>
              Dashboard
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
