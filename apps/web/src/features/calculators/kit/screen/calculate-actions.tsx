import { useId } from 'react';
import type { CalculationGate } from '../gate/use-calculation-gate';
import { CalculateButton } from '../gate/calculate-button';
import { CopyLinkButton } from '../plan/copy-link-button';

export interface CalculateActionsProps {
  gate: CalculationGate;
  /** The id of the form the Calculate button submits (it may stand outside it). */
  form: string;
  /** The form's message about what was calculated last, e.g. 'Please enter valid numbers'. */
  alert?: string | null;
  /**
   * What the form still needs before it can be calculated; while there is one, Calculate is
   * disabled and described by it.
   */
  missing?: string | null;
  /** Calculate is disabled for another reason too (a calculation is still running). */
  busy?: boolean;
}

/**
 * The calculate row of a screen whose form is filled in steps (career break, paycheck): the
 * form's message, Calculate with "Copy link", and what is missing before it can calculate.
 */
export function CalculateActions({
  gate,
  form,
  alert,
  missing,
  busy = false,
}: CalculateActionsProps) {
  const missingId = useId();
  return (
    <>
      {alert ? (
        <p role="alert" className="font-medium text-red-700">
          {alert}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-3">
        <CalculateButton
          gate={gate}
          label="Calculate"
          type="submit"
          form={form}
          disabled={Boolean(missing) || busy}
          aria-describedby={missing ? missingId : undefined}
        />
        <CopyLinkButton />
      </div>
      {missing ? (
        <p id={missingId} className="text-sm text-slate-700 print:hidden">
          {missing}
        </p>
      ) : null}
    </>
  );
}
