import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';

interface PageShellProps {
  title: string;
  /** A line under the title. */
  lead?: ReactNode;
  children?: ReactNode;
}

/** The frame of a content page: a centred column with the page's h1 and its title set. */
export function PageShell({ title, lead, children }: PageShellProps) {
  usePageTitle(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-4 text-lg text-slate-600">{lead}</p> : null}
      {children ? <div className="mt-8 space-y-6 text-slate-700">{children}</div> : null}
    </section>
  );
}
