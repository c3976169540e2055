import type { ReactNode } from 'react';

export interface FieldGroupProps {
  legend: string;
  /** A line under the legend about all the group's fields. */
  hint?: string;
  children: ReactNode;
}

/** A titled group of a form's fields (a fieldset): one column at 360 px, two from `sm` up. */
export function FieldGroup({ legend, hint, children }: FieldGroupProps) {
  return (
    <fieldset className="grid gap-4">
      {/* A legend is no grid item: its margin, not the gap, spaces it from the fields. */}
      <legend className="mb-3 text-base font-semibold text-slate-900">{legend}</legend>
      {hint ? <p className="-mt-2 text-sm text-slate-600">{hint}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
