import { TextField } from '../calculators/kit/fields/text-field';
import { CUSTOM_LOCATION_MAX_LENGTH } from './cost-of-living-plan';

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
      maxLength={CUSTOM_LOCATION_MAX_LENGTH}
      placeholder="City, Country"
      value={value}
      onChange={onChange}
    />
  );
}
