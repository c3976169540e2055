import { NumberField } from './number-field';
import type { NumberFieldProps } from './number-field';

/** A percentage typed as text (`7` means 7 %); the `%` sign is shown beside the input. */
export function PercentField(props: NumberFieldProps) {
  return <NumberField {...props} suffix="%" inputMode="decimal" />;
}
