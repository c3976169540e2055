import { COST_OF_LIVING_DEFINITION } from '@freedompath/engine/cost-of-living';
import { TextField } from '../calculators/kit/fields/text-field';

export interface CustomLocationFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The free-text 'City, Country' of a Custom Location. The engine prices a custom location like
 * home, which the hint says.
 */
export function CustomLocationField({ value, onChange }: CustomLocationFieldProps) {
  return (
    <TextField
      label="Custom Location"
      name="customLocation"
      hint="City, country. Prices there are taken to match what you pay today."
      maxLength={COST_OF_LIVING_DEFINITION.fields.customLocation.maxLength}
      placeholder="City, Country"
      value={value}
      onChange={onChange}
    />
  );
}
