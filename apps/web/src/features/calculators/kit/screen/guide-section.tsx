import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

export interface GuideSectionProps {
  /** The heading's id: it names the section, a region screen readers can jump to. */
  id: string;
  title: string;
  children: ReactNode;
}

/** One card of a Guide tab, under its h2. */
export function GuideSection({ id, title, children }: GuideSectionProps) {
  return (
    <Card>
      <section aria-labelledby={id} className="grid gap-3 text-slate-800">
        <h2 id={id} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
