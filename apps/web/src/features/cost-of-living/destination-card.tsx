import { DESTINATIONS } from '@freedompath/engine/cost-of-living';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { SelectField } from '../calculators/kit/fields/select-field';
import { CustomLocationField } from './custom-location-field';

const destinationOptions = DESTINATIONS.map(({ value, label }) => ({ value, label }));

export interface DestinationCardProps {
  /** A destination's value, or '' while none is chosen. */
  destination: string;
  customLocation: string;
  onDestinationChange: (destination: string) => void;
  onCustomLocationChange: (customLocation: string) => void;
  /** 'Please select a destination' after a calculate without one. */
  error?: string | undefined;
}

/** The Destination Selection card: the dropdown, and the Custom Location field when chosen. */
export function DestinationCard({
  destination,
  customLocation,
  onDestinationChange,
  onCustomLocationChange,
  error,
}: DestinationCardProps) {
  const headingId = useId();
  return (
    <Card className="grid gap-4" role="group" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Destination Selection
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Destination"
          name="destination"
          value={destination}
          placeholder="Select a destination"
          options={destinationOptions}
          onChange={onDestinationChange}
          error={error}
          required
        />
        {destination === 'custom' ? (
          <CustomLocationField value={customLocation} onChange={onCustomLocationChange} />
        ) : null}
      </div>
    </Card>
  );
}
