import type { LayoffInput, LayoffResult } from '@freedompath/engine/layoff';
import type { Ref } from 'react';
import { Card } from '@/components/ui/card';
import { formatCurrency, formatMonths, formatNumber, formatPercent } from '@/lib/format';
import { DataTable } from '../calculators/kit/results/data-table';
import type { DataColumn } from '../calculators/kit/results/data-table';
import { ResultCard } from '../calculators/kit/results/result-card';

interface PackageRow {
  item: string;
  basis: string;
  amount: number;
}

const columns: ReadonlyArray<DataColumn<PackageRow>> = [
  { header: 'Item', value: (row) => row.item },
  { header: 'Based on', value: (row) => row.basis },
  {
    header: 'Amount',
    value: (row) => row.amount,
    format: (row) => formatCurrency(row.amount),
    numeric: true,
  },
];

function packageRows(input: LayoffInput, result: LayoffResult): PackageRow[] {
  const s = input.severance;
  return [
    {
      item: 'Severance pay',
      basis: `${formatNumber(s.yearsOfService ?? 0)} years of service × ${formatNumber(s.severanceWeeksPerYear ?? 0)} weeks of pay a year`,
      amount: result.severancePay,
    },
    {
      item: 'PTO payout',
      basis: `${formatNumber(s.unusedPTO ?? 0)} unused days paid at ${formatPercent(s.ptoPayoutRate ?? 0)}`,
      amount: result.ptoPayout,
    },
    { item: 'Bonus', basis: 'Paid when you leave', amount: result.bonusAmount },
    {
      item: 'Health benefits',
      basis: `${formatCurrency(s.healthBenefitsCost ?? 0)} a month for ${formatMonths(s.healthBenefitsDuration ?? 0)}`,
      amount: result.healthBenefitsValue,
    },
    { item: 'Other benefits', basis: 'One-off payments', amount: result.otherBenefits },
    { item: 'Total severance', basis: 'Before tax', amount: result.totalSeverance },
  ];
}

export interface SeverancePackageProps {
  input: LayoffInput;
  result: LayoffResult;
  /** The card's heading, focused once the results appear. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The package: its total as the headline, then what it is made of (with CSV). */
export function SeverancePackage({ input, result, headingRef }: SeverancePackageProps) {
  return (
    <Card>
      <section aria-labelledby="layoff-package-heading" className="grid gap-5">
        <h2
          id="layoff-package-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 outline-none"
        >
          Your Severance Package
        </h2>
        <ResultCard
          label="Total severance"
          value={formatCurrency(result.totalSeverance)}
          description="Severance pay, PTO payout, bonus, health benefits and other benefits, before tax."
        />
        <DataTable
          caption="What your package is made of"
          columns={columns}
          rows={packageRows(input, result)}
          rowKey={(row) => row.item}
          csv={{ calculatorId: 'layoff-calculator' }}
        />
      </section>
    </Card>
  );
}
