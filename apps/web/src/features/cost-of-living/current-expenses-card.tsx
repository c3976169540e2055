import { COST_OF_LIVING_CATEGORIES } from '@freedompath/engine/cost-of-living';
import type { CostOfLivingCategory } from '@freedompath/engine/cost-of-living';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { parseNumber } from '../calculators/kit/fields/parse-number';

/** The amount fields of the card: the runway balance and the seven monthly expenses. */
export type CostOfLivingAmountField = 'savings' | CostOfLivingCategory;

/** Said under a field whose text is not a number: the product definition counts it as 0 rather than refusing. */
export const countsAsZeroHint = 'Not a number, so it counts as $0.';

const fields: ReadonlyArray<{ field: CostOfLivingAmountField; label: string; path: string }> = [
  { field: 'savings', label: 'Runway Balance / Savings', path: 'savings' },
  ...COST_OF_LIVING_CATEGORIES.map(({ key, label }) => ({
    field: key,
    label,
    path: `currentExpenses.${key}`,
  })),
];

export interface CurrentExpensesCardProps {
  amounts: Readonly<Record<CostOfLivingAmountField, string>>;
  onChange: (field: CostOfLivingAmountField, text: string) => void;
  /** The engine's issues by path: `savings`, `currentExpenses.<category>`, `currentExpenses`. */
  errors: FieldErrors;
}

/** The Current Expenses card: the runway balance and the seven monthly expense categories. */
export function CurrentExpensesCard({ amounts, onChange, errors }: CurrentExpensesCardProps) {
  const headingId = useId();
  return (
    <Card className="grid gap-4" role="group" aria-labelledby={headingId}>
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Current Expenses
        </h2>
        <p className="text-sm text-slate-600">
          Your savings and what you spend each month where you live now, in US dollars. Leave a
          category blank if it does not apply.
        </p>
      </div>
      {errors.currentExpenses ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.currentExpenses}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ field, label, path }) => {
          const text = amounts[field];
          const countsAsZero = text.trim() !== '' && parseNumber(text) === undefined;
          return (
            <MoneyField
              key={field}
              label={label}
              name={path}
              value={text}
              onChange={(next) => onChange(field, next)}
              placeholder="0"
              hint={countsAsZero ? countsAsZeroHint : undefined}
              error={errors[path]}
            />
          );
        })}
      </div>
    </Card>
  );
}
