import { useRef, useState } from 'react';
import type { FormEvent, ReactNode, RefObject } from 'react';

/** Messages at a draft's fields, when it cannot be added yet. */
export type DraftErrors<Draft> = Partial<Record<keyof Draft, string>>;

/** A draft checked for adding: the row, or the messages at the fields that need them. */
export type DraftCheck<Draft, Row> =
  { ok: true; row: Row } | { ok: false; errors: DraftErrors<Draft> };

/** What an add-row form's fields and button are drawn from. */
export interface AddRowFields<Draft> {
  draft: Draft;
  errors: DraftErrors<Draft>;
  /** Replaces the whole draft; the messages stay until the next add. */
  setDraft: (draft: Draft) => void;
  /** Sets one field as typed or chosen and clears that field's message. */
  change: <K extends keyof Draft>(field: K, value: Draft[K]) => void;
  /** Give it to the name input: the cursor goes back there for the next row. */
  nameRef: RefObject<HTMLInputElement | null>;
  /** Whether Add does anything now (`ready` of the draft). */
  ready: boolean;
}

export interface AddRowFormProps<Draft extends { name: string }, Row> {
  /** The form's accessible name, e.g. 'Add a bill'. */
  label: string;
  /** What a new row starts as. */
  empty: Draft;
  /** The feature's own check of a draft (usually with the engine's validator). */
  check: (draft: Draft) => DraftCheck<Draft, Row>;
  onAdd: (row: Row) => void;
  /**
   * Whether the draft may be added (the list not full, the required fields filled); always by
   * default.
   */
  ready?: (draft: Draft) => boolean;
  /** What the form holds once a row is added; `empty` by default. */
  next?: (added: Draft) => Draft;
  /** The row's fields and the Add button (a submit button), laid out as the feature's own. */
  children: (fields: AddRowFields<Draft>) => ReactNode;
}

/**
 * A list's add-a-row form, ready as the list starts empty: the draft's fields as typed, added
 * with the button or Enter once the feature's check passes; the messages go to their fields
 * otherwise. After an add the form starts over and the cursor goes back to the name, so several
 * rows go in quickly from the keyboard.
 */
export function AddRowForm<Draft extends { name: string }, Row>({
  label,
  empty,
  check,
  onAdd,
  ready: readyOf = () => true,
  next = () => empty,
  children,
}: AddRowFormProps<Draft, Row>) {
  const [draft, setDraft] = useState(empty);
  const [errors, setErrors] = useState<DraftErrors<Draft>>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const ready = readyOf(draft);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const checked = check(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors.name) nameRef.current?.focus();
      return;
    }
    onAdd(checked.row);
    setDraft(next(draft));
    setErrors({});
    nameRef.current?.focus();
  };

  const change = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // TypeScript cannot see that leaving out one of a generic record's keys keeps its type.
    setErrors(({ [field]: _cleared, ...rest }) => rest as DraftErrors<Draft>);
  };

  return (
    <form
      noValidate
      onSubmit={add}
      aria-label={label}
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 print:hidden"
    >
      {children({ draft, errors, setDraft, change, nameRef, ready })}
    </form>
  );
}
