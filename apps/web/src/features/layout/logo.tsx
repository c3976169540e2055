import { Link } from '@tanstack/react-router';
import { site } from '@/lib/site';

/** The FreedomPath mark and name, linking home. */
export function Logo() {
  return (
    <Link
      to="/"
      // On a 360 px phone the name shares one row with the picker and the menu button: a smaller
      // size there, and a truncated name rather than a page wider than the screen with a wide
      // fallback font (DejaVu Sans is 10 px wider than the row allows).
      className="inline-flex min-w-0 items-center gap-2 rounded-md text-base font-bold tracking-tight text-brand-900 sm:text-lg"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path
          d="M6 24c5-1 8-4 10-8s5-7 10-8"
          fill="none"
          stroke="#ecfdf5"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="26" cy="8" r="3" fill="#fcd34d" />
      </svg>
      <span className="truncate">{site.name}</span>
    </Link>
  );
}
