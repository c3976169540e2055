import { NumberField } from './number-field';
import type { NumberFieldProps } from './number-field';

/** An amount in US dollars, typed as text (`1,250.50` and `$1250.5` both parse). */
export function MoneyField(props: NumberFieldProps) {
  return <NumberField {...props} prefix="$" inputMode="decimal" />;
}
