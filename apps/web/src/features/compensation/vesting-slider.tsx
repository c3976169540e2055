import { COMPENSATION_DEFAULTS } from '@freedompath/engine/compensation';
import { Field } from '../calculators/kit/fields/field';
import type { FieldBaseProps } from '../calculators/kit/fields/field';

export interface VestingSliderProps extends FieldBaseProps {
  /** Whole years, 1 to 7. */
  value: number;
  onChange: (years: number) => void;
}

const years = (value: number) => (value === 1 ? '1 year' : `${value} years`);

/** The vesting period slider (spec §9: 1 to 7 years, default 4); arrow keys move a year. */
export function VestingSlider({ value, onChange, ...field }: VestingSliderProps) {
  const { minVestingYears: min, maxVestingYears: max } = COMPENSATION_DEFAULTS;
  return (
    <Field {...field} hint={`${years(value)} (${min} to ${max})`}>
      {(control) => (
        <input
          {...control}
          type="range"
          min={min}
          max={max}
          step={1}
          value={value}
          aria-valuetext={years(value)}
          onChange={(event) => onChange(Number(event.target.value))}
          className="h-10 w-full cursor-pointer accent-brand-700"
        />
      )}
    </Field>
  );
}
