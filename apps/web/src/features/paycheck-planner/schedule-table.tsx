import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { formatCurrency } from '@/lib/format';
import { formatDate } from '@/lib/local-date';
import { DataTable } from '../calculators/kit/results/data-table';
import type { DataColumn } from '../calculators/kit/results/data-table';
import type { ScheduleItem } from './paycheck-schedule';

const columns: ReadonlyArray<DataColumn<ScheduleItem>> = [
  {
    header: 'Date',
    value: (item) => item.date,
    format: (item) => formatDate(item.date, { weekday: true }),
  },
  { header: 'Type', value: (item) => (item.kind === 'payday' ? 'Payday' : 'Bill due') },
  { header: 'Item', value: (item) => item.name },
  {
    header: 'Amount',
    value: (item) => item.amount,
    format: (item) => formatCurrency(item.amount),
    numeric: true,
  },
];

/** Every payday and bill due date of the plan in date order, with a CSV download. */
export function ScheduleTable({ items }: { items: readonly ScheduleItem[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <Card className="grid min-w-0 grid-cols-1 gap-4">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Paychecks and Bills
        </h2>
        <DataTable
          caption="Paydays and bill due dates"
          columns={columns}
          rows={items}
          rowKey={(item, index) => `${item.date}-${item.kind}-${index}`}
          csv={{ calculatorId: 'paycheck-planner' }}
        />
      </Card>
    </section>
  );
}
