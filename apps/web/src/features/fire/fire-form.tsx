import { FIRE_LIMITS } from '@freedompath/engine/fire';
import { useCallback, useId } from 'react';
import type { FormEvent, ReactNode, Ref } from 'react';
import { Card } from '@/components/ui/card';
import { formatPercent } from '@/lib/format';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { FieldGroup } from '../calculators/kit/fields/field-group';
import { IntegerField } from '../calculators/kit/fields/integer-field';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { parseNumber } from '../calculators/kit/fields/parse-number';
import { PercentField } from '../calculators/kit/fields/percent-field';
import { RadioGroupField } from '../calculators/kit/fields/radio-group-field';
import { SelectField } from '../calculators/kit/fields/select-field';
import { CashFlowsField } from './cash-flows-field';
import { newFlow } from './fire-form-state';
import type { FireFormState, FlowForm, FlowList, NumberFieldName } from './fire-form-state';
import { STRATEGY_TYPES } from './fire-plan';
import type { StrategyType } from './fire-plan';
import { StrategyFields } from './strategy-fields';
import { strategyNames } from './strategy-names';

/** Changes the form from its current state; `listChanged`: a row was removed. */
export type FireFormUpdate = (
  recipe: (form: FireFormState) => FireFormState,
  listChanged?: boolean,
) => void;

const strategyOptions = STRATEGY_TYPES.map((type) => ({ value: type, label: strategyNames[type] }));
const compareOptions = [{ value: 'none' as const, label: 'No comparison' }, ...strategyOptions];

const methodOptions = [
  { value: 'historical', label: 'Historical: every period since 1871' },
  { value: 'monte-carlo', label: 'Monte Carlo: simulated markets' },
] as const;

const startsOptions = [
  { value: 'monthly', label: 'Every month' },
  { value: 'yearly', label: 'Every January' },
] as const;

const modelOptions = [
  { value: 'bootstrap', label: 'Bootstrap: blocks of real market history' },
  { value: 'parametric', label: 'Parametric: random returns from a mean and volatility' },
] as const;

/**
 * The strategies whose first year spends the annual spending as typed; the others work it out
 * from the balance (VPW, percent of portfolio), so it is no withdrawal rate of theirs.
 */
const spendsTypedAmount: ReadonlySet<StrategyType | 'none'> = new Set([
  'constant-dollar',
  'guyton-klinger',
]);

/**
 * The first year's withdrawal rate, when both amounts are typed and strategy A or B spends the
 * annual spending in its first year.
 */
function withdrawalRate(form: FireFormState): string | null {
  if (!spendsTypedAmount.has(form.strategy.type) && !spendsTypedAmount.has(form.compare.type))
    return null;
  const portfolio = parseNumber(form.startingPortfolio);
  const spending = parseNumber(form.annualSpending);
  if (portfolio === undefined || spending === undefined || portfolio <= 0) return null;
  return formatPercent((spending / portfolio) * 100, 2);
}

export interface FireFormProps {
  form: FireFormState;
  /** Stable across renders, so unchanged rows skip rendering. */
  update: FireFormUpdate;
  errors: FieldErrors;
  onSubmit: () => void;
  formRef?: Ref<HTMLFormElement>;
  /** The run and copy-link buttons, the progress and any message for the whole form. */
  children: ReactNode;
}

/**
 * The retirement to simulate: the portfolio and spending, the mix of assets, the withdrawal
 * strategy (and one to compare it with), incomes and extra expenses, and the method.
 */
export function FireForm({ form, update, errors, onSubmit, formRef, children }: FireFormProps) {
  const allocationErrorId = useId();
  const text = (field: NumberFieldName) => ({
    name: field,
    value: form[field],
    error: errors[field],
    onChange: (value: string) => update((current) => ({ ...current, [field]: value })),
  });
  const changeFlows = useCallback(
    (list: FlowList, recipe: (flows: FlowForm[]) => FlowForm[], removed?: boolean) =>
      update((current) => ({ ...current, [list]: recipe(current[list]) }), removed),
    [update],
  );
  const changeIncomes = useCallback(
    (recipe: (flows: FlowForm[]) => FlowForm[], removed?: boolean) =>
      changeFlows('incomes', recipe, removed),
    [changeFlows],
  );
  const changeExpenses = useCallback(
    (recipe: (flows: FlowForm[]) => FlowForm[], removed?: boolean) =>
      changeFlows('expenses', recipe, removed),
    [changeFlows],
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const rate = withdrawalRate(form);
  // The three shares are wrong together when they do not add up: each is marked and read with
  // the one message.
  const allocation = { groupErrorId: errors.allocation ? allocationErrorId : undefined };

  return (
    <Card>
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        aria-labelledby="fire-form-heading"
        className="grid gap-8"
      >
        <h2 id="fire-form-heading" className="text-xl font-semibold text-slate-900">
          Your retirement
        </h2>

        <FieldGroup legend="Portfolio and spending">
          <MoneyField
            {...text('startingPortfolio')}
            label="Starting portfolio"
            hint="What you have invested on the day you retire."
            required
          />
          <MoneyField
            {...text('annualSpending')}
            label="Annual spending"
            hint={
              rate
                ? `In today’s dollars: a ${rate} withdrawal rate in the first year.`
                : 'In today’s dollars, for the first year.'
            }
            required
          />
          <IntegerField
            {...text('years')}
            label="Years in retirement"
            hint={`Whole years, 1 to ${FIRE_LIMITS.maxYears}.`}
            required
          />
        </FieldGroup>

        <FieldGroup
          legend="Asset allocation"
          hint="Rebalanced to these shares every month. The three must add up to 100%."
        >
          <PercentField
            {...text('stocks')}
            {...allocation}
            label="Stocks"
            hint="The S&P 500 (Shiller’s index)."
          />
          <PercentField
            {...text('bonds')}
            {...allocation}
            label="Bonds"
            hint="10-year US Treasury bonds."
          />
          <PercentField
            {...text('cash')}
            {...allocation}
            label="Cash"
            hint="Earns nothing after inflation."
          />
          <PercentField
            {...text('annualFee')}
            label="Annual fee"
            hint={`Fund and advice costs a year, up to ${FIRE_LIMITS.maxFeePercent}%. Blank is 0%.`}
          />
          {errors.allocation ? (
            <p id={allocationErrorId} className="text-sm font-medium text-red-700 sm:col-span-2">
              {errors.allocation}
            </p>
          ) : null}
          {form.method === 'monte-carlo' && form.model === 'parametric' ? (
            <p className="text-sm text-slate-700 sm:col-span-2">
              The parametric model draws returns for the whole portfolio, so the mix above does not
              change them.
            </p>
          ) : null}
        </FieldGroup>

        <FieldGroup legend="Withdrawal strategy">
          <StrategyFields
            prefix="strategy"
            which="A"
            label="Strategy"
            strategy={form.strategy}
            options={strategyOptions}
            onChange={(strategy) => update((current) => ({ ...current, strategy }))}
            errors={errors}
          />
          <StrategyFields
            prefix="compare"
            which="B"
            label="Compare with"
            strategy={form.compare}
            options={compareOptions}
            onChange={(compare) => update((current) => ({ ...current, compare }))}
            errors={errors}
          />
        </FieldGroup>

        <CashFlowsField
          list="incomes"
          flows={form.incomes}
          errors={errors}
          onChange={changeIncomes}
          newFlow={() => newFlow(form.years)}
        />
        <CashFlowsField
          list="expenses"
          flows={form.expenses}
          errors={errors}
          onChange={changeExpenses}
          newFlow={() => newFlow(form.years)}
        />

        <FieldGroup legend="Simulation">
          <RadioGroupField
            legend="Method"
            name="method"
            value={form.method}
            options={methodOptions}
            onChange={(method) => update((current) => ({ ...current, method }))}
          />
          {form.method === 'historical' ? (
            <SelectField
              name="starts"
              label="Start a retirement in"
              hint="Every month gives the most periods; every January matches the classic studies."
              value={form.starts}
              options={startsOptions}
              onChange={(starts) => update((current) => ({ ...current, starts }))}
            />
          ) : (
            <>
              <RadioGroupField
                legend="Sampling"
                name="model"
                value={form.model}
                options={modelOptions}
                onChange={(model) => update((current) => ({ ...current, model }))}
              />
              <IntegerField
                {...text('runs')}
                label="Runs"
                hint={`Simulated retirements, 1 to ${FIRE_LIMITS.maxRuns.toLocaleString('en-US')}.`}
              />
              <IntegerField
                {...text('seed')}
                label="Seed"
                hint="The same seed gives the same markets, so results can be repeated."
              />
              {form.model === 'bootstrap' ? (
                <IntegerField
                  {...text('blockMonths')}
                  label="Block length (months)"
                  hint="Months of history drawn together, keeping booms and busts whole."
                />
              ) : (
                <>
                  <PercentField
                    {...text('meanReturn')}
                    label="Mean real return"
                    hint="Yearly return of the whole portfolio after inflation."
                  />
                  <PercentField
                    {...text('volatility')}
                    label="Volatility"
                    hint="Yearly standard deviation of that return."
                  />
                </>
              )}
            </>
          )}
        </FieldGroup>

        {children}
      </form>
    </Card>
  );
}
