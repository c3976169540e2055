import { NumberField } from './number-field';
import type { NumberFieldProps } from './number-field';

/** A whole number (months, hours, days) typed as text; parse it with `parseInteger`. */
export function IntegerField({ suffix, ...props }: NumberFieldProps & { suffix?: string }) {
  return <NumberField {...props} suffix={suffix} inputMode="numeric" />;
}
