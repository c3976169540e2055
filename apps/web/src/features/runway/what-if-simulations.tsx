import type { SimulationItem } from '@freedompath/engine/runway';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatCurrency, formatMonths } from '@/lib/format';
import { MoneyField } from '../calculators/kit/fields/money-field';
import { SelectField } from '../calculators/kit/fields/select-field';
import { readSimulationAmount, simulationTypeLabel, simulationTypes } from './simulation-items';
import type { SimulationType } from './simulation-items';

const whatIfTexts = {
  heading: 'What-If Simulations',
  add: 'Add Simulation',
} as const;

export interface WhatIfSimulationsProps {
  items: readonly SimulationItem[];
  /** Adds (or, for a listed type, toggles) an item; answers a message when it cannot apply. */
  onAdd: (type: SimulationType, amount: number) => string | undefined;
  onToggle: (id: string) => string | undefined;
  onRemove: (id: string) => string | undefined;
  /** The runway of the submitted profile alone. */
  baseRunwayMonths: number;
  /** The runway with the enabled items applied; `undefined` when none is enabled. */
  simulatedRunwayMonths: number | undefined;
  /** Why the listed items cannot apply to this profile, if they cannot. */
  applyError: string | undefined;
}

/**
 * The what-if list (product: runway#rules): add an item of a type with an amount; adding a listed
 * type toggles that item; items can be switched off and on or removed. Trying one out updates
 * the results without a new calculate action, so it spends no calculation.
 */
export function WhatIfSimulations({
  items,
  onAdd,
  onToggle,
  onRemove,
  baseRunwayMonths,
  simulatedRunwayMonths,
  applyError,
}: WhatIfSimulationsProps) {
  const [type, setType] = useState<SimulationType>('income');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [listError, setListError] = useState<string>();
  const listed = items.find((item) => item.type === type);

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAmountError(undefined);
    // A listed type is toggled (product: runway#rules), so the amount field is not read.
    if (listed) {
      setListError(onAdd(type, listed.amount));
      return;
    }
    setListError(undefined);
    const read = readSimulationAmount(amount);
    const error = 'message' in read ? read.message : onAdd(type, read.amount);
    setAmountError(error);
    if (!error) setAmount('');
  };

  return (
    <Card>
      <section aria-labelledby="what-if-heading" className="grid gap-5">
        <div>
          <h2 id="what-if-heading" className="text-xl font-semibold text-slate-900">
            {whatIfTexts.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Try a change to your plan and watch every result above update. Trying a simulation does
            not use a calculation.
          </p>
        </div>

        <form
          noValidate
          onSubmit={add}
          aria-label="Add a what-if simulation"
          className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start print:hidden"
        >
          <SelectField
            name="simulationType"
            label="Simulation type"
            value={type}
            onChange={(value) => {
              setType(value);
              setAmountError(undefined);
            }}
            options={simulationTypes}
            hint={simulationTypes.find((t) => t.value === type)?.description}
          />
          <MoneyField
            name="amount"
            label="Amount"
            value={amount}
            onChange={setAmount}
            error={amountError}
            disabled={Boolean(listed)}
            hint={
              listed
                ? `Already in the list: adding it again turns it ${listed.enabled ? 'off' : 'on'}.`
                : undefined
            }
          />
          <Button type="submit" className="sm:mt-7">
            {whatIfTexts.add}
          </Button>
        </form>

        {(listError ?? applyError) ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {listError ?? applyError}
          </p>
        ) : null}

        {items.length === 0 ? (
          <p className="text-sm text-slate-700">No simulations yet.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Your simulations">
            {items.map((item) => {
              const name = simulationTypeLabel(item.type);
              return (
                <li
                  key={item.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4"
                >
                  <div className="grid gap-1">
                    <p className="font-semibold text-slate-900">
                      {name}: {formatCurrency(item.amount)}
                    </p>
                    <Badge tone={item.enabled ? 'new' : 'neutral'} className="w-fit">
                      {item.enabled ? 'Enabled' : 'Disabled'}
                    </Badge>
                  </div>
                  <div className="flex flex-wrap gap-2 print:hidden">
                    <Button
                      variant="secondary"
                      aria-label={`${item.enabled ? 'Disable' : 'Enable'} ${name}`}
                      onClick={() => setListError(onToggle(item.id))}
                    >
                      {item.enabled ? 'Disable' : 'Enable'}
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`Remove ${name}`}
                      onClick={() => setListError(onRemove(item.id))}
                    >
                      Remove
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}

        {simulatedRunwayMonths !== undefined ? (
          <p className="text-sm text-slate-800">
            With your enabled simulations your runway is{' '}
            <strong>{formatMonths(simulatedRunwayMonths)}</strong> ({formatMonths(baseRunwayMonths)}{' '}
            without them).
          </p>
        ) : null}
      </section>
    </Card>
  );
}
