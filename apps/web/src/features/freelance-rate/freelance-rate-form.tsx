import { FREELANCE_ADJUSTMENT_BOUNDS } from '@freedompath/engine/freelance';
import type { FreelanceAdjustments } from '@freedompath/engine/freelance';
import { useId } from 'react';
import type { FormEvent, Ref } from 'react';
import { Card } from '@/components/ui/card';
import { formatPercent } from '@/lib/format';
import type { FieldErrors } from '../calculators/kit/fields/field-errors';
import { FieldGroup } from '../calculators/kit/fields/field-group';
import { IntegerField } from '../calculators/kit/fields/integer-field';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { SliderField } from '../calculators/kit/fields/slider-field';
import { CalculateButton } from '../calculators/kit/gate/calculate-button';
import type { CalculationGate } from '../calculators/kit/gate/use-calculation-gate';
import { CopyLinkButton } from '../calculators/kit/plan/copy-link-button';
import { BenefitsEditor } from './benefits-editor';
import type { FreelanceRateFormState } from './freelance-rate-form-state';

/** What each mark-up pays for, under its slider. */
const adjustmentHints: Record<keyof FreelanceAdjustments, string> = {
  overhead: 'Software, equipment, insurance and accounting',
  timeOff: 'Holidays, sick days and other unpaid time',
  marketing: 'Time and money spent finding clients',
  profitMargin: 'A cushion for growth and lean months',
};

/** The four sliders, in the order the product definition lists them. */
const adjustmentKeys = Object.keys(adjustmentHints) as (keyof FreelanceAdjustments)[];

/** The sliders move in whole percent (product: freelance-rate#formulas-and-constants: step 1). */
const percent = (value: number) => formatPercent(value, 0);

export interface FreelanceRateFormProps {
  form: FreelanceRateFormState;
  onChange: (change: (form: FreelanceRateFormState) => FreelanceRateFormState) => void;
  errors: FieldErrors;
  /**
   * A message about the form as a whole (product: freelance-rate#messages), shown above the button.
   */
  formMessage: string | null;
  gate: CalculationGate;
  onSubmit: () => void;
  /** The form element, whose first invalid field takes focus after a refused calculate. */
  formRef: Ref<HTMLFormElement>;
}

/**
 * The freelance rate form: the salary to replace and billable hours, the benefits list and the
 * four mark-up sliders. Calculate stays disabled until a salary is entered and while no
 * calculation remains (product: freelance-rate#validation), saying why beside it.
 */
export function FreelanceRateForm({
  form,
  onChange,
  errors,
  formMessage,
  gate,
  onSubmit,
  formRef,
}: FreelanceRateFormProps) {
  const reasonId = useId();
  const salaryEntered = form.annualSalary.trim() !== '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (salaryEntered && !gate.exhausted) onSubmit();
  };

  return (
    <Card>
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        aria-labelledby="freelance-rate-form-title"
        className="grid gap-8"
      >
        <h2 id="freelance-rate-form-title" className="text-xl font-bold text-slate-900">
          The job you are replacing
        </h2>
        <FieldGroup legend="Salary and hours">
          <MoneyField
            name="annualSalary"
            label="Annual salary"
            hint="The yearly salary your rate should match"
            required
            placeholder="e.g. 80000"
            value={form.annualSalary}
            onChange={(annualSalary) => onChange((current) => ({ ...current, annualSalary }))}
            error={errors.annualSalary}
          />
          <IntegerField
            name="workHours"
            label="Billable hours a year"
            hint="2080 is 40 hours a week for 52 weeks"
            suffix="h"
            value={form.workHours}
            onChange={(workHours) => onChange((current) => ({ ...current, workHours }))}
            error={errors.workHours}
          />
        </FieldGroup>
        <BenefitsEditor
          benefits={form.benefits}
          onChange={(benefits) => onChange((current) => ({ ...current, benefits }))}
          error={errors.benefits}
        />
        <FieldGroup
          legend="Adjustments"
          hint="Mark-ups on your hourly cost (salary plus benefits), in percent."
        >
          {adjustmentKeys.map((key) => {
            const { min, max, label } = FREELANCE_ADJUSTMENT_BOUNDS[key];
            return (
              <SliderField
                key={key}
                name={key}
                label={label}
                hint={`${adjustmentHints[key]} (${min}% to ${max}%)`}
                min={min}
                max={max}
                format={percent}
                value={Number(form[key])}
                onChange={(value) => onChange((current) => ({ ...current, [key]: String(value) }))}
                error={errors[`adjustments.${key}`]}
              />
            );
          })}
        </FieldGroup>
        {formMessage ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {formMessage}
          </p>
        ) : null}
        <div className="grid gap-2">
          <div className="flex flex-wrap items-start gap-3">
            <CalculateButton
              gate={gate}
              label="Calculate Hourly Rate"
              type="submit"
              disabled={!salaryEntered}
              aria-describedby={salaryEntered ? undefined : reasonId}
            />
            <CopyLinkButton />
          </div>
          {salaryEntered ? null : (
            <p id={reasonId} className="text-sm text-slate-700 print:hidden">
              Enter your annual salary to calculate.
            </p>
          )}
        </div>
      </form>
    </Card>
  );
}
