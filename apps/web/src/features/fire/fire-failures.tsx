import type { RetirementInput, RetirementResult } from '@freedompath/engine/fire';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { cycleName, cycleNoun } from './fire-format';

/** Failures listed by name; the rest are counted (every one is in the cycles table). */
const LISTED_FAILURES = 24;

export interface FireFailuresProps {
  input: RetirementInput;
  failures: RetirementResult['failures'];
  years: number;
}

/** The retirements that ran out of money: when they started and in which year the money ran out. */
export function FireFailures({ input, failures, years }: FireFailuresProps) {
  const noun = cycleNoun(input);
  const listed = failures.slice(0, LISTED_FAILURES);
  return (
    <Card>
      <section aria-labelledby="fire-failures-heading" className="grid gap-4">
        <h2 id="fire-failures-heading" className="text-xl font-semibold text-slate-900">
          Failed retirements
        </h2>
        {failures.length === 0 ? (
          <p className="text-slate-800">
            None: every {noun.one} paid every withdrawal for all {formatNumber(years)} years.
          </p>
        ) : (
          <>
            <ul className="grid gap-x-6 gap-y-1 text-sm text-slate-800 sm:grid-cols-2 lg:grid-cols-3">
              {listed.map((failure) => (
                <li
                  key={failure.start ? `${failure.start.year}-${failure.start.month}` : failure.run}
                >
                  <span className="font-semibold text-slate-900">{cycleName(failure)}</span>: ran
                  out in year {formatNumber(failure.failedInYear)}
                </li>
              ))}
            </ul>
            {failures.length > listed.length ? (
              <p className="text-sm text-slate-700">
                The first {formatNumber(listed.length)} of {formatNumber(failures.length)} failed{' '}
                {noun.many}. The table below lists every one.
              </p>
            ) : null}
          </>
        )}
      </section>
    </Card>
  );
}
