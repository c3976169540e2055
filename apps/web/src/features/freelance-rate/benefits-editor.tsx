import { FREELANCE_LIMITS, FREELANCE_RATE_DEFINITION } from '@freedompath/engine/freelance';
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { formatCurrency } from '@/lib/format';
import { uniqueKey } from '@/lib/unique-key';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { TextField } from '../calculators/kit/fields/text-field';
import { checkBenefitDraft, emptyBenefitDraft } from './benefit-draft';
import type { BenefitDraft, BenefitDraftErrors } from './benefit-draft';
import type { BenefitItem } from './freelance-rate-form-state';

export interface BenefitsEditorProps {
  benefits: readonly BenefitItem[];
  onChange: (benefits: BenefitItem[]) => void;
  /** A message about the list as a whole (from the engine's `benefits` issue). */
  error?: string | undefined;
}

/**
 * The benefits a salaried job pays for that a freelancer funds: the list with each benefit's
 * yearly amount and its total, and a row to add one (both a name and an amount,
 * product: freelance-rate#validation) with the button or Enter. Adding and removing are announced
 * to screen readers.
 */
export function BenefitsEditor({ benefits, onChange, error }: BenefitsEditorProps) {
  const [draft, setDraft] = useState<BenefitDraft>(emptyBenefitDraft);
  const [errors, setErrors] = useState<BenefitDraftErrors>({});
  const [announcement, setAnnouncement] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);
  const draftArea = useRef<HTMLDivElement>(null);
  const full = benefits.length >= FREELANCE_LIMITS.maxBenefits;
  const total = benefits.reduce((sum, benefit) => sum + benefit.amount, 0);

  const add = () => {
    if (full) return;
    const checked = checkBenefitDraft(draft);
    if (!checked.ok) {
      flushSync(() => setErrors(checked.errors));
      draftArea.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onChange([...benefits, { id: uniqueKey('benefit'), ...checked.benefit }]);
    setDraft(emptyBenefitDraft);
    setErrors({});
    setAnnouncement(`${checked.benefit.name} added.`);
    nameRef.current?.focus();
  };

  const remove = (id: string) => {
    const removed = benefits.find((benefit) => benefit.id === id);
    onChange(benefits.filter((benefit) => benefit.id !== id));
    setAnnouncement(`${removed?.name ?? 'Benefit'} removed.`);
    // The removed row held focus: the name of a new benefit is the nearest useful place.
    nameRef.current?.focus();
  };

  // Enter in the add row adds the benefit instead of submitting the calculator's form.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    add();
  };

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-3 text-base font-semibold text-slate-900">Benefits</legend>
      <p className="-mt-2 text-sm text-slate-600">
        What your employer pays for that you would fund yourself, in $ a year: health insurance,
        retirement match, training, equipment.
      </p>
      {benefits.length === 0 ? (
        <p className="text-sm text-slate-700">No benefits added.</p>
      ) : (
        <ul
          aria-label="Your benefits"
          className="divide-y divide-slate-200 rounded-xl border border-slate-200"
        >
          {benefits.map((benefit) => (
            <li
              key={benefit.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-2"
            >
              <span className="min-w-0 font-medium break-words text-slate-900">{benefit.name}</span>
              <span className="flex items-center gap-3">
                <span className="text-slate-800 tabular-nums">
                  {formatCurrency(benefit.amount)} a year
                </span>
                <Button variant="ghost" className="print:hidden" onClick={() => remove(benefit.id)}>
                  Remove <span className="sr-only">{benefit.name}</span>
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="flex flex-wrap justify-between gap-2 rounded-xl bg-slate-100 px-3 py-2 font-semibold text-slate-900">
        <span>Total benefits</span>
        <span className="tabular-nums">{formatCurrency(total)} a year</span>
      </p>
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      <div
        ref={draftArea}
        onKeyDown={onKeyDown}
        className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start print:hidden"
      >
        <TextField
          ref={nameRef}
          label="Benefit name"
          placeholder="e.g. Health insurance"
          maxLength={FREELANCE_RATE_DEFINITION.fields.benefits.item.name.maxLength}
          value={draft.name}
          onChange={(name) => setDraft({ ...draft, name })}
          error={errors.name}
        />
        <MoneyField
          label="Amount a year"
          placeholder="0"
          value={draft.amount}
          onChange={(amount) => setDraft({ ...draft, amount })}
          error={errors.amount}
        />
        <div className="grid gap-1 sm:pt-7">
          <Button variant="secondary" onClick={add} disabled={full}>
            Add benefit
          </Button>
        </div>
        {full ? (
          <p className="text-sm text-slate-700 sm:col-span-3">
            The list holds at most {FREELANCE_LIMITS.maxBenefits} benefits.
          </p>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
