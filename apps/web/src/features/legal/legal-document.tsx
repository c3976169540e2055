import type { ReactNode } from 'react';
import { PageShell } from '../layout/page-shell';
import { legalFacts } from './legal-facts';

interface LegalDocumentProps {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}

/** A legal page: its title, effective date and lead, then its sections. */
export function LegalDocument({ title, lead, children }: LegalDocumentProps) {
  return (
    <PageShell title={title} lead={lead}>
      <p className="text-sm text-slate-500">
        Effective date: <time dateTime="2025-06-23">{legalFacts.effectiveDate}</time>
      </p>
      {children}
    </PageShell>
  );
}

interface LegalSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One section of a legal page, named by its h2 (a region screen readers can jump to). */
export function LegalSection({ id, title, children }: LegalSectionProps) {
  const headingId = `legal-${id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A bulleted list inside a legal section. */
export function LegalList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-5">{children}</ul>;
}

/** The contact address as a mailto link. */
export function ContactEmail() {
  return (
    <a
      href={`mailto:${legalFacts.contactEmail}`}
      className="font-medium break-all text-brand-800 underline underline-offset-2"
    >
      {legalFacts.contactEmail}
    </a>
  );
}
