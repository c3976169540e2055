import type { ReactNode } from 'react';

/** The honest note on a page whose feature ships in a later release. */
export function ComingSoon({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-brand-300 bg-brand-50 p-4 text-brand-950">
      {children}
    </p>
  );
}
