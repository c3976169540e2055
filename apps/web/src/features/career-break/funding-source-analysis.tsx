import { CAREER_BREAK_FUNDING_SOURCES } from '@freedompath/engine/career-break';
import type { CareerBreakResult } from '@freedompath/engine/career-break';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { Tabs } from '../calculators/kit/screen/tabs';
import { FundingSourcePanel } from './funding-source-panel';
import { MarketScenarios } from './market-scenarios';

/**
 * The Funding Source Analysis card (product: career-break#screen): a Funding Sources tab with a
 * sub-tab per source (Savings, Rental Income, Freelancing, Investments) and a Market Scenarios tab.
 */
export function FundingSourceAnalysis({ result }: { result: CareerBreakResult }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="grid gap-5">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Funding Source Analysis
        </h2>
        <Tabs
          label="Funding Source Analysis views"
          tabs={[
            {
              value: 'sources',
              label: 'Funding Sources',
              content: (
                <Tabs
                  label="Funding sources"
                  size="card"
                  tabs={CAREER_BREAK_FUNDING_SOURCES.map(({ id, label }) => ({
                    value: id,
                    label,
                    content: <FundingSourcePanel source={result.fundingSources[id]} />,
                  }))}
                />
              ),
            },
            {
              value: 'scenarios',
              label: 'Market Scenarios',
              content: <MarketScenarios scenarios={result.marketScenarios} />,
            },
          ]}
        />
      </Card>
    </section>
  );
}
