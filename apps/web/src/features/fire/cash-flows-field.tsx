import { FIRE_LIMITS } from '@freedompath/engine/fire';
import { memo, useCallback, useRef } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { IntegerField } from '../calculators/kit/fields/integer-field';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { TextField } from '../calculators/kit/fields/text-field';
import { ToggleField } from '../calculators/kit/fields/toggle-field';
import type { FlowForm, FlowList } from './fire-form-state';
import { FLOW_LABEL_MAX_LENGTH } from './fire-plan';

const listTexts = {
  incomes: {
    legend: 'Income in retirement',
    hint: 'A pension, Social Security or part-time work: it pays part of each year’s spending for the years given.',
    item: 'income',
    add: 'Add income',
    empty: 'No income listed.',
    placeholder: 'e.g. Social Security',
  },
  expenses: {
    legend: 'Extra expenses',
    hint: 'Costs on top of your spending, such as a new roof or a child’s tuition. For a one-off cost, make the from and to years the same.',
    item: 'expense',
    add: 'Add expense',
    empty: 'No extra expenses listed.',
    placeholder: 'e.g. New roof',
  },
} as const;

interface FlowRowProps {
  list: FlowList;
  flow: FlowForm;
  index: number;
  errors: FieldErrors;
  onChange: (flow: FlowForm) => void;
  onRemove: (key: string) => void;
}

/** One income or expense; memoised, so typing in one row re-renders that row only. */
const FlowRow = memo(function FlowRow({
  list,
  flow,
  index,
  errors,
  onChange,
  onRemove,
}: FlowRowProps) {
  const text = listTexts[list];
  const path = (field: string) => `${list}.${index}.${field}`;
  // Hidden words after each label, so 'Amount a year of income 2' names one row's field.
  const which = (
    <span className="sr-only">
      of {text.item} {index + 1}
    </span>
  );
  const number = (field: 'amount' | 'startYear' | 'endYear') => ({
    name: path(field),
    value: flow[field],
    error: errors[path(field)],
    onChange: (value: string) => onChange({ ...flow, [field]: value }),
  });
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 p-3 sm:grid-cols-2">
      <TextField
        name={path('label')}
        label={<>Label {which}</>}
        value={flow.label}
        maxLength={FLOW_LABEL_MAX_LENGTH}
        placeholder={text.placeholder}
        onChange={(label) => onChange({ ...flow, label })}
        error={errors[path('label')]}
      />
      <MoneyField {...number('amount')} label={<>Amount a year {which}</>} />
      <IntegerField {...number('startYear')} label={<>From year {which}</>} />
      <IntegerField {...number('endYear')} label={<>To year {which}</>} />
      <div className="flex flex-wrap items-center justify-between gap-3 sm:col-span-2">
        <ToggleField
          name={path('inflationAdjusted')}
          label={<>Keeps up with inflation {which}</>}
          checked={flow.inflationAdjusted}
          onChange={(inflationAdjusted) => onChange({ ...flow, inflationAdjusted })}
        />
        <Button variant="ghost" className="print:hidden" onClick={() => onRemove(flow.key)}>
          Remove{' '}
          <span className="sr-only">
            {text.item} {index + 1}
          </span>
        </Button>
      </div>
    </li>
  );
});

export interface CashFlowsFieldProps {
  list: FlowList;
  flows: readonly FlowForm[];
  /** Messages by issue path (`incomes.1.amount`) and for the list (`incomes`). */
  errors: FieldErrors;
  /** Stable across renders (rows are memoised); `removed`: a row was taken out. */
  onChange: (update: (flows: FlowForm[]) => FlowForm[], removed?: boolean) => void;
  /** The blank row "Add" appends. */
  newFlow: () => FlowForm;
}

/**
 * The incomes or the extra expenses of a retirement, up to 10 each, edited in place. Years count
 * from 1, the first year of retirement. Focus follows the change: to the new row's label, or to
 * the Add button once a removed row took focus away.
 */
export function CashFlowsField({ list, flows, errors, onChange, newFlow }: CashFlowsFieldProps) {
  const text = listTexts[list];
  const rows = useRef<HTMLUListElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const full = flows.length >= FIRE_LIMITS.maxFlows;

  const add = () => {
    flushSync(() => onChange((current) => [...current, newFlow()]));
    rows.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  };
  const change = useCallback(
    (next: FlowForm) =>
      onChange((current) => current.map((flow) => (flow.key === next.key ? next : flow))),
    [onChange],
  );
  const remove = useCallback(
    (key: string) => {
      flushSync(() => onChange((current) => current.filter((flow) => flow.key !== key), true));
      actions.current?.querySelector('button')?.focus();
    },
    [onChange],
  );

  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="mb-3 text-base font-semibold text-slate-900">{text.legend}</legend>
      <p className="-mt-2 text-sm text-slate-600">{text.hint}</p>
      {errors[list] ? <p className="text-sm font-medium text-red-700">{errors[list]}</p> : null}
      {flows.length === 0 ? <p className="text-sm text-slate-700">{text.empty}</p> : null}
      <ul ref={rows} className="grid gap-3">
        {flows.map((flow, index) => (
          <FlowRow
            key={flow.key}
            list={list}
            flow={flow}
            index={index}
            errors={errors}
            onChange={change}
            onRemove={remove}
          />
        ))}
      </ul>
      <div ref={actions} className="grid justify-items-start gap-1 print:hidden">
        <Button variant="secondary" onClick={add} disabled={full}>
          {text.add}
        </Button>
        {full ? (
          <p className="text-sm text-slate-600">
            You can list up to {FIRE_LIMITS.maxFlows} of each.
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
