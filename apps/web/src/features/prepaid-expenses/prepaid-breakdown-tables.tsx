import { PAYMENT_FREQUENCIES } from '@freedompath/engine/prepaid';
import type {
  PaymentFrequency,
  PrepaidExpensesInput,
  PrepaidExpensesResult,
} from '@freedompath/engine/prepaid';
import { formatCurrency, formatNumber, formatPercent } from '@/lib/format';
import { DataTable } from '../calculators/kit/results/data-table';
import type { DataColumn } from '../calculators/kit/results/data-table';
import { categoryLabels, frequencyLabels } from './payment-frequency-labels';

interface CategoryRow {
  frequency: PaymentFrequency;
  count: number;
  total: number;
  /** Share of the total, 0–100. */
  share: number;
}

interface ItemRow {
  name: string;
  frequency: PaymentFrequency;
  amount: number;
  payments: number;
  total: number;
}

const categoryColumns: ReadonlyArray<DataColumn<CategoryRow>> = [
  { header: 'Category', value: (row) => categoryLabels[row.frequency] },
  { header: 'Expenses', value: (row) => row.count, numeric: true },
  {
    header: 'Total',
    value: (row) => row.total,
    format: (row) => formatCurrency(row.total),
    numeric: true,
  },
  {
    header: 'Share of total',
    value: (row) => row.share,
    format: (row) => formatPercent(row.share),
    numeric: true,
  },
];

const itemColumns: ReadonlyArray<DataColumn<ItemRow>> = [
  { header: 'Expense', value: (row) => row.name },
  { header: 'How often', value: (row) => frequencyLabels[row.frequency] },
  {
    header: 'Per payment',
    value: (row) => row.amount,
    format: (row) => formatCurrency(row.amount, { cents: 'auto' }),
    numeric: true,
  },
  {
    header: 'Payments in the break',
    value: (row) => row.payments,
    format: (row) => formatNumber(row.payments),
    numeric: true,
  },
  {
    header: 'Total',
    value: (row) => row.total,
    format: (row) => formatCurrency(row.total),
    numeric: true,
  },
];

export interface PrepaidBreakdownTablesProps {
  input: PrepaidExpensesInput;
  result: PrepaidExpensesResult;
}

/** The breakdown by category (payment frequency), then each expense over the break. */
export function PrepaidBreakdownTables({ input, result }: PrepaidBreakdownTablesProps) {
  const total = result.totalPrepaid;
  const categoryRows: CategoryRow[] = PAYMENT_FREQUENCIES.map((frequency) => ({
    frequency,
    count: result.items.filter((item) => item.paymentFrequency === frequency).length,
    total: result.breakdownByCategory[frequency],
    share: total > 0 ? (result.breakdownByCategory[frequency] / total) * 100 : 0,
  }));
  const itemRows: ItemRow[] = result.items.map((item, index) => ({
    name: item.name,
    frequency: item.paymentFrequency,
    amount: input.expenses?.[index]?.amount ?? 0,
    payments: item.payments,
    total: item.total,
  }));
  return (
    <div className="grid gap-6">
      <DataTable
        caption="Breakdown by category"
        columns={categoryColumns}
        rows={categoryRows}
        rowKey={(row) => row.frequency}
        csv={{ calculatorId: 'prepaid-expenses-calculator' }}
      />
      {itemRows.length > 0 ? (
        <DataTable
          caption="Each expense over the break"
          columns={itemColumns}
          rows={itemRows}
          rowKey={(_, index) => String(index)}
          csv={{ calculatorId: 'prepaid-expenses-calculator' }}
        />
      ) : null}
    </div>
  );
}
