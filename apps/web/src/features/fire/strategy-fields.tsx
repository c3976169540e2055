import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { PercentField } from '../calculators/kit/fields/percent-field';
import { SelectField } from '../calculators/kit/fields/select-field';
import type { StrategyForm, StrategyParameter } from './fire-form-state';
import type { StrategyType } from './fire-plan';
import { strategyDescriptions, strategyNames } from './strategy-names';

export interface StrategyFieldsProps<Type extends string> {
  /** `strategy` (A) or `compare` (B): the fields' names and issue paths start with it. */
  prefix: 'strategy' | 'compare';
  label: string;
  /** Which strategy the parameters belong to, read after each label: 'A' or 'B'. */
  which: 'A' | 'B';
  strategy: StrategyForm<Type>;
  /** The choices, in order; a `none` choice has no parameters. */
  options: readonly { value: Type; label: string }[];
  onChange: (strategy: StrategyForm<Type>) => void;
  errors: FieldErrors;
}

const isStrategy = (type: string): type is StrategyType => type in strategyNames;

/** A withdrawal strategy: the choice, what it does, and the parameters of the chosen one. */
export function StrategyFields<Type extends string>({
  prefix,
  label,
  which,
  strategy,
  options,
  onChange,
  errors,
}: StrategyFieldsProps<Type>) {
  const named = (text: string) => (
    <>
      {text} <span className="sr-only">of strategy {which}</span>
    </>
  );
  const parameter = (field: StrategyParameter) => ({
    name: `${prefix}.${field}`,
    value: strategy[field],
    error: errors[`${prefix}.${field}`],
    onChange: (value: string) => onChange({ ...strategy, [field]: value }),
  });
  const { type } = strategy;
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <SelectField
        name={`${prefix}.type`}
        label={label}
        value={type}
        options={options}
        onChange={(chosen) => onChange({ ...strategy, type: chosen })}
        hint={isStrategy(type) ? strategyDescriptions[type] : undefined}
        className="sm:col-span-2"
      />
      {type === 'percent-of-portfolio' ? (
        <>
          <PercentField
            {...parameter('rate')}
            label={named('Withdrawal rate')}
            hint="Share of the portfolio spent each year."
          />
          <PercentField
            {...parameter('floor')}
            label={named('Spending floor')}
            hint="% of your first year’s spending, e.g. 80. Blank: no floor."
          />
          <PercentField
            {...parameter('ceiling')}
            label={named('Spending ceiling')}
            hint="% of your first year’s spending, e.g. 150. Blank: no ceiling."
          />
        </>
      ) : null}
      {type === 'guyton-klinger' ? (
        <>
          <PercentField
            {...parameter('guardrail')}
            label={named('Guardrail')}
            hint="How far the withdrawal rate may drift from where it started before spending changes."
          />
          <PercentField
            {...parameter('adjustment')}
            label={named('Adjustment')}
            hint="How much spending is cut or raised when it crosses a guardrail."
          />
        </>
      ) : null}
    </div>
  );
}
