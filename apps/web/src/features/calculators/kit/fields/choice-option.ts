import type { ReactNode } from 'react';

/** One box or radio of a choice group: the value it stands for and its label. */
export interface ChoiceOption<V extends string> {
  value: V;
  label: ReactNode;
}

/** A choice as a large, bordered target (44 px high) that shows when it is ticked. */
export const choiceClassName =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 ' +
  'text-sm font-medium text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 ' +
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700';
