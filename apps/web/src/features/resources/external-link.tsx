import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to another site, opened in a new tab without giving that page access to ours
 * (`noopener`) or our address (`noreferrer`); screen readers hear that it opens a new tab.
 */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'rounded-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
        className,
      )}
    >
      {children} <span className="sr-only">(opens in a new tab)</span>
      <span aria-hidden="true">↗</span>
    </a>
  );
}
