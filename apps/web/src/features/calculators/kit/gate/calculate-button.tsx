import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import type { ButtonProps } from '@/components/ui/button';
import type { CalculationGate } from './use-calculation-gate';

export interface CalculateButtonProps extends Omit<ButtonProps, 'children' | 'asChild'> {
  gate: CalculationGate;
  /** The screen's own label, e.g. 'Calculate' or 'Recalculate'. */
  label: string;
}

/**
 * The calculate action's button: the screen's label while calculations remain, the product's
 * exhausted label otherwise ('Sign In or Upgrade to Continue' / 'Upgrade to Calculate More
 * Scenarios'), and the "N calculations remaining" note under it once fewer than 3 remain.
 * Where the calculator's policy disables it once no calculation remains (paycheck planner,
 * freelance rate), it is disabled and described by the refusal, with a "See plans" link beside
 * it; elsewhere it stays enabled so pressing it explains and redirects (the gate refuses). Use
 * `type="submit"` inside the screen's form.
 */
export function CalculateButton({
  gate,
  label,
  disabled,
  className,
  'aria-describedby': describedBy,
  ...props
}: CalculateButtonProps) {
  const refusalId = useId();
  const refusal = gate.calculateDisabled ? gate.refusal : null;
  return (
    <div className="grid justify-items-start gap-2 print:hidden">
      <Button
        size="lg"
        className={className}
        disabled={Boolean(disabled) || refusal !== null}
        aria-describedby={
          [describedBy, refusal ? refusalId : undefined].filter(Boolean).join(' ') || undefined
        }
        {...props}
      >
        {gate.exhaustedLabel ?? label}
      </Button>
      {refusal ? (
        <p id={refusalId} className="text-sm font-medium text-slate-800">
          {refusal.message}{' '}
          <Link to="/pricing" className="font-semibold text-brand-800 underline">
            See plans
          </Link>
        </p>
      ) : null}
      {gate.remainingNote ? (
        <p role="status" className="text-sm font-medium text-amber-900">
          {gate.remainingNote}
        </p>
      ) : null}
    </div>
  );
}
