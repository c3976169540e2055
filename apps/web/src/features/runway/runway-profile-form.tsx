import { RUNWAY_MESSAGES } from '@freedompath/engine/runway';
import { Link } from '@tanstack/react-router';
import type { FormEvent, Ref } from 'react';
import { Card } from '@/components/ui/card';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { FieldGroup } from '../calculators/kit/fields/field-group';
import { IntegerField } from '../calculators/kit/fields/integer-field';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { PercentField } from '../calculators/kit/fields/percent-field';
import { SelectField } from '../calculators/kit/fields/select-field';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import type { CalculationGate } from '../calculators/kit/gate/use-calculation-gate';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { marketScenarioOptions } from './market-scenario-options';
import type { RunwayFormState } from './runway-form-state';

const runwayFormTexts = {
  heading: 'Build Your Runway Profile',
  submit: 'Calculate Your Runway',
  expensesLink: 'Calculate Expenses',
} as const;

export interface RunwayProfileFormProps {
  form: RunwayFormState;
  onChange: (field: keyof RunwayFormState, value: string) => void;
  errors: FieldErrors;
  gate: CalculationGate;
  onSubmit: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The runway profile form (product: runway#inputs): the break, balances, cash flow and assumptions.
 */
export function RunwayProfileForm({
  form,
  onChange,
  errors,
  gate,
  onSubmit,
  headingRef,
}: RunwayProfileFormProps) {
  const text = (field: keyof RunwayFormState) => ({
    name: field,
    value: form[field],
    onChange: (value: string) => onChange(field, value),
    error: errors[field],
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Card>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="runway-form-heading"
        className="grid gap-8"
      >
        <h2
          id="runway-form-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 outline-none"
        >
          {runwayFormTexts.heading}
        </h2>

        <FieldGroup legend="Your break">
          <IntegerField
            {...text('breakDuration')}
            label="Break Duration (months)"
            hint="Whole months, at least 1. Leave blank if you have no end date in mind."
          />
        </FieldGroup>

        <FieldGroup legend="Savings and investments">
          <MoneyField {...text('currentSavings')} label="Current Savings" required />
          <MoneyField
            {...text('stockInvestments')}
            label="Stock Investments"
            hint="Leave blank if you hold none."
          />
          <MoneyField
            {...text('cryptoInvestments')}
            label="Crypto Investments"
            hint="Leave blank if you hold none."
          />
        </FieldGroup>

        <FieldGroup legend="Monthly money during the break">
          <MoneyField
            {...text('monthlyExpensesDuringBreak')}
            label="Monthly Expenses During Break"
            required
            hint={
              <>
                Not sure?{' '}
                <Link
                  to="/career-break-calculator"
                  className="font-medium text-brand-800 underline hover:text-brand-900"
                >
                  {runwayFormTexts.expensesLink}
                </Link>
              </>
            }
          />
          <MoneyField
            {...text('monthlyIncomeBreak')}
            label="Monthly Income During Break"
            hint="Freelance work, rent or other income. Blank means none."
          />
        </FieldGroup>

        <FieldGroup legend="Market assumptions">
          <SelectField
            name="expectedMarketReturns"
            label="Expected Market Returns"
            hint="Yearly return on your stocks."
            value={form.expectedMarketReturns}
            onChange={(value) => onChange('expectedMarketReturns', value)}
            options={marketScenarioOptions.stocks}
          />
          <SelectField
            name="cryptoMarketReturns"
            label="Crypto Market Returns"
            hint="Yearly return on your crypto."
            value={form.cryptoMarketReturns}
            onChange={(value) => onChange('cryptoMarketReturns', value)}
            options={marketScenarioOptions.crypto}
          />
          <PercentField
            {...text('cashSavingsReturn')}
            label="Cash Savings Return"
            hint="Yearly interest, e.g. 3 or 4.5."
          />
          <PercentField
            {...text('inflationRate')}
            label="Inflation Rate"
            hint="How fast your expenses rise each year, e.g. 3 or 2.5."
          />
        </FieldGroup>

        <FieldGroup
          legend="Withdrawal allocation"
          hint="Where each month's withdrawal comes from. The shares are scaled to their total, so they need not add up to 100."
        >
          <PercentField {...text('withdrawalStockAllocation')} label="Withdraw from Stocks" />
          <PercentField {...text('withdrawalCryptoAllocation')} label="Withdraw from Crypto" />
          <PercentField {...text('withdrawalCashAllocation')} label="Withdraw from Cash" />
        </FieldGroup>

        {hasErrors ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {RUNWAY_MESSAGES.invalidNumber}
          </p>
        ) : null}

        <div className="flex flex-wrap items-start justify-between gap-4">
          <CalculateButton type="submit" gate={gate} label={runwayFormTexts.submit} />
          <CopyLinkButton />
        </div>
      </form>
    </Card>
  );
}
