import { Button } from '../../../../components/ui/button';
import type { ButtonProps } from '../../../../components/ui/button';
import type { CalculationGate } from './use-calculation-gate';

export interface CalculateButtonProps extends Omit<ButtonProps, 'children' | 'asChild'> {
  gate: CalculationGate;
  /** The screen's own label, e.g. 'Calculate' or 'Recalculate'. */
  label: string;
}

/**
 * The calculate action's button: the screen's label while calculations remain, the spec's
 * exhausted label otherwise ('Sign In or Upgrade to Continue' / 'Upgrade to Calculate More
 * Scenarios'), and the "N calculations remaining" note under it once fewer than 3 remain.
 * It stays enabled when exhausted so pressing it explains and redirects (the gate refuses).
 * Use `type="submit"` inside the screen's form.
 */
export function CalculateButton({ gate, label, className, ...props }: CalculateButtonProps) {
  return (
    <div className="grid justify-items-start gap-2 print:hidden">
      <Button size="lg" className={className} {...props}>
        {gate.exhaustedLabel ?? label}
      </Button>
      {gate.remainingNote ? (
        <p role="status" className="text-sm font-medium text-amber-900">
          {gate.remainingNote}
        </p>
      ) : null}
    </div>
  );
}
