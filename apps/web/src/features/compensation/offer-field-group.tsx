import { useState } from 'react';
import type { ReactNode } from 'react';

export interface OfferFieldGroupProps {
  title: string;
  /** How many of its fields hold a value, shown while it is closed. */
  filled: number;
  /** A field inside has a message: the group opens so it can be seen. */
  hasError: boolean;
  children: ReactNode;
}

/** A collapsible group of an offer's fields (a native disclosure: keyboard ready). */
export function OfferFieldGroup({ title, filled, hasError, children }: OfferFieldGroupProps) {
  const [open, setOpen] = useState(hasError);
  const [hadError, setHadError] = useState(hasError);
  // Opens when an error arrives (adjusting state while rendering, not in an effect).
  if (hasError !== hadError) {
    setHadError(hasError);
    if (hasError) setOpen(true);
  }
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-xl border border-slate-200 print:border-0"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <span>
          {title}
          {hasError ? (
            <span className="font-medium text-red-700"> · needs attention</span>
          ) : filled > 0 ? (
            <span className="font-normal text-slate-600"> · {filled} set</span>
          ) : null}
        </span>
        <span
          aria-hidden="true"
          className="text-slate-600 transition-transform group-open:rotate-180"
        >
          ▾
        </span>
      </summary>
      <div className="grid gap-4 px-4 pt-1 pb-4 sm:grid-cols-2">{children}</div>
    </details>
  );
}
