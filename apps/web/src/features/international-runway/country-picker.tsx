import { INTERNATIONAL_COUNTRIES } from '@freedompath/engine/international';
import { Button } from '@/components/ui/button';
import { CheckboxGroupField } from '../calculators/kit/fields/checkbox-group-field';

const options = INTERNATIONAL_COUNTRIES.map((country) => ({
  value: country.id,
  label: (
    <>
      <span aria-hidden="true" className="text-lg leading-none">
        {country.flag}
      </span>
      {country.name}
    </>
  ),
}));

export interface CountryPickerProps {
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string | undefined;
}

/** Every destination the engine knows, as a group of checkboxes, with select all and clear. */
export function CountryPicker({ selected, onChange, error }: CountryPickerProps) {
  return (
    <CheckboxGroupField
      legend="Countries to compare"
      name="selectedCountries"
      options={options}
      values={selected}
      onChange={onChange}
      error={error}
      columns="sm:grid-cols-2 lg:grid-cols-3"
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-slate-600">
            {selected.length} of {options.length} selected
          </p>
          <div className="flex gap-2 print:hidden">
            <Button
              variant="ghost"
              disabled={selected.length === options.length}
              onClick={() => onChange(options.map((option) => option.value))}
            >
              Select all
            </Button>
            <Button variant="ghost" disabled={selected.length === 0} onClick={() => onChange([])}>
              Clear
            </Button>
          </div>
        </div>
      }
    />
  );
}
