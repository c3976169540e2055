import type { OfferComparison, OfferNote } from '@freedompath/engine/compensation';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format';
import { DataTable } from '../calculators/kit/results/data-table';
import type { DataColumn } from '../calculators/kit/results/data-table';
import { breakdownParts } from './compensation-chart';

export interface CompensationComparisonProps {
  comparisons: readonly OfferComparison[];
  /** The offers' unique display names, in the same order. */
  labels: readonly string[];
}

/** The header of the table's first column; no offer may be called this (`offerLabels`). */
export const ITEM_HEADER = 'Item';

interface Row {
  item: string;
  /** One raw value per offer (CSV). */
  values: ReadonlyArray<number | string>;
  /** One formatted cell per offer. */
  cells: readonly string[];
}

function Notes({
  title,
  notes,
  none,
  tone,
}: {
  title: string;
  notes: ReadonlyArray<OfferNote<string>>;
  none: string;
  tone: 'strength' | 'weakness';
}) {
  return (
    <div className="grid content-start gap-2">
      <h4 className="font-semibold text-slate-900">{title}</h4>
      {notes.length === 0 ? (
        <p className="text-sm text-slate-700">{none}</p>
      ) : (
        <ul className="grid gap-1 text-sm">
          {notes.map((note) => (
            <li
              key={note.code}
              className={cn(
                'flex gap-2',
                tone === 'strength' ? 'text-emerald-800' : 'text-red-800',
              )}
            >
              <span aria-hidden="true">{tone === 'strength' ? '✓' : '!'}</span>
              {note.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function OfferSummary({ comparison, label }: { comparison: OfferComparison; label: string }) {
  return (
    <article
      aria-label={label}
      className={cn(
        'grid content-start gap-4 rounded-2xl border bg-white p-4 shadow-sm break-inside-avoid sm:p-5',
        comparison.isHighestTotal ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-bold break-words text-slate-900">{label}</h3>
        {comparison.isHighestTotal ? <Badge tone="popular">Highest total</Badge> : null}
      </div>
      <div>
        <p className="text-sm font-medium text-slate-700">Total compensation</p>
        <p className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {formatCurrency(comparison.totalCompensation)}
        </p>
        <p className="text-sm text-slate-700">
          A year, averaged over the vesting period ·{' '}
          {formatCurrency(comparison.hourlyEquivalent, { cents: true })} an hour ·{' '}
          {formatCurrency(comparison.dailyEquivalent)} a day
        </p>
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        {breakdownParts.map(([part, partLabel]) => (
          <div key={part} className="contents">
            <dt className="text-slate-700">{partLabel}</dt>
            <dd className="text-right text-slate-900 tabular-nums">
              {formatCurrency(comparison.breakdown[part])}
            </dd>
          </div>
        ))}
        <dt className="text-slate-700">Stock option value (whole grant)</dt>
        <dd className="text-right text-slate-900 tabular-nums">
          {formatCurrency(comparison.optionValue)}
        </dd>
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <Notes
          title="Strengths"
          notes={comparison.strengths}
          none="No standout strengths."
          tone="strength"
        />
        <Notes
          title="Weaknesses"
          notes={comparison.weaknesses}
          none="No weaknesses flagged."
          tone="weakness"
        />
      </div>
    </article>
  );
}

/**
 * The detailed comparison: per offer its total, hourly and daily equivalents, breakdown,
 * strengths and weaknesses, the highest total marked in words; then the figures side by side.
 */
export function CompensationComparison({ comparisons, labels }: CompensationComparisonProps) {
  const money = (values: readonly number[], cents = false): Row['cells'] =>
    values.map((value) => formatCurrency(value, { cents }));
  const rows: Row[] = [
    ...breakdownParts.map(([part, item]) => {
      const values = comparisons.map((c) => c.breakdown[part]);
      return { item, values, cells: money(values) };
    }),
    ...(
      [
        ['Total compensation', comparisons.map((c) => c.totalCompensation), false],
        ['Hourly equivalent', comparisons.map((c) => c.hourlyEquivalent), true],
        ['Daily equivalent', comparisons.map((c) => c.dailyEquivalent), false],
      ] as const
    ).map(([item, values, cents]) => ({ item, values, cells: money(values, cents) })),
    {
      item: 'Highest total',
      values: comparisons.map((c) => (c.isHighestTotal ? 'Yes' : 'No')),
      cells: comparisons.map((c) => (c.isHighestTotal ? 'Yes' : 'No')),
    },
  ];
  const columns: Array<DataColumn<Row>> = [
    { header: ITEM_HEADER, value: (row) => row.item },
    ...labels.map((label, index): DataColumn<Row> => ({
      header: label,
      value: (row) => row.values[index],
      format: (row) => row.cells[index],
      numeric: true,
    })),
  ];
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 md:grid-cols-2">
        {comparisons.map((comparison, index) => (
          <OfferSummary key={comparison.id} comparison={comparison} label={labels[index] ?? ''} />
        ))}
      </div>
      <DataTable
        caption="Offers side by side"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.item}
        csv={{ calculatorId: 'compensation-calculator' }}
      />
    </div>
  );
}
