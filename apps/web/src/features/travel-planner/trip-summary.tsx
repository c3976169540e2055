import { TRAVEL_DEFAULTS } from '@freedompath/engine/travel';
import type { TripDestination, TripInput, TripPlan } from '@freedompath/engine/travel';
import { useId } from 'react';
import type { Ref } from 'react';
import { Card } from '@/components/ui/card';
import { formatCount, formatCurrency } from '@/lib/format';
import { formatDate } from '@/lib/local-date';
import { DataTable } from '../calculators/kit/results/data-table';
import type { DataColumn } from '../calculators/kit/results/data-table';
import { ResultCard, ResultGrid } from '../calculators/kit/results/result-card';

export interface TripSummaryProps {
  /** The itinerary and base daily cost the summary was calculated for. */
  input: TripInput;
  result: TripPlan;
  /** True when the itinerary or the daily cost changed since: the figures are of the old plan. */
  stale: boolean;
  /** The summary's heading, focused when a new summary arrives. */
  headingRef?: Ref<HTMLHeadingElement>;
}

interface Row extends TripDestination {
  stop: number;
  budget: number;
}

const columns: ReadonlyArray<DataColumn<Row>> = [
  { header: 'Stop', value: (row) => row.stop, numeric: true },
  {
    header: 'Destination',
    value: (row) => row.name,
    format: (row) => (
      <span className="inline-flex items-center gap-2">
        <span aria-hidden="true">{row.flagEmoji}</span>
        {row.name}
      </span>
    ),
  },
  {
    header: 'Start date',
    value: (row) => row.startDate,
    format: (row) => formatDate(row.startDate),
  },
  { header: 'End date', value: (row) => row.endDate, format: (row) => formatDate(row.endDate) },
  { header: 'Days', value: (row) => row.days, numeric: true },
  {
    header: 'Daily cost',
    value: (row) => row.dailyCost,
    format: (row) => formatCurrency(row.dailyCost, { cents: true }),
    numeric: true,
  },
  {
    header: 'Estimated cost',
    value: (row) => row.estimatedCost,
    format: (row) => formatCurrency(row.estimatedCost),
    numeric: true,
  },
  {
    header: 'Your budget',
    value: (row) => row.budget,
    format: (row) => formatCurrency(row.budget),
    numeric: true,
  },
];

/**
 * The trip summary (product: travel-planner#screen): the trip's start and end dates, its length and
 * the engine's cost estimate, then each destination's days and estimated cost beside the budget set
 * for it.
 */
export function TripSummary({ input, result, stale, headingRef }: TripSummaryProps) {
  const headingId = useId();
  const baseDailyCost = input.baseDailyCost ?? TRAVEL_DEFAULTS.baseDailyCost;
  const rows: Row[] = result.destinations.map((destination, index) => ({
    ...destination,
    stop: index + 1,
    budget: input.itinerary[index]?.budget ?? TRAVEL_DEFAULTS.budget,
  }));
  return (
    <section aria-labelledby={headingId}>
      <Card className="grid gap-5">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900"
        >
          Trip Summary
        </h2>
        {stale ? (
          <p
            role="status"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 print:hidden"
          >
            Your itinerary has changed since this estimate. Calculate the trip cost again to update
            it.
          </p>
        ) : null}
        <ResultCard
          label="Estimated Trip Cost"
          value={formatCurrency(result.totalEstimatedCost)}
          description={`Each destination’s days at ${formatCurrency(baseDailyCost, { cents: 'auto' })} a day in the United States, scaled by its cost index.`}
        />
        <ResultGrid>
          <ResultCard label="Trip Start" value={formatDate(result.startDate)} />
          <ResultCard label="Trip End" value={formatDate(result.endDate)} />
          <ResultCard
            label="Trip Length"
            value={formatCount(result.totalDays, 'day', 'days')}
            description="From the first day to the last, both included."
          />
        </ResultGrid>
        <DataTable
          caption="Cost by destination"
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          csv={{ calculatorId: 'travel-planner' }}
        />
      </Card>
    </section>
  );
}
