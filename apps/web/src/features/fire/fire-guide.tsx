import { GuideSection } from '../calculators/kit/screen/guide-section';
import { STRATEGY_TYPES } from './fire-plan';
import { strategyDescriptions, strategyNames } from './strategy-names';

/** The Guide tab: how the simulation works, where its data comes from and how to read it. */
export function FireGuide() {
  return (
    <div className="grid gap-6">
      <GuideSection id="fire-guide-method" title="How the simulation works">
        <p>
          The historical method retires you at the start of every month since 1871 that has enough
          history after it, and plays your retirement through the markets that followed: for 30
          years, that is 1,471 retirements, from January 1871 to July 1993.
        </p>
        <p>
          Each month your spending (less any income, plus any extra expense) is taken out, then the
          portfolio earns that month’s returns and pays its fee, rebalanced to your allocation. The
          strategy decides the spending once a year. A retirement fails in the year a withdrawal
          cannot be paid in full. Every amount is in today’s dollars: after inflation, so $40,000 in
          year 30 buys what $40,000 buys now.
        </p>
      </GuideSection>

      <GuideSection id="fire-guide-data" title="The data">
        <p>
          US data from January 1871 to June 2023, from Robert Shiller’s monthly series: the S&amp;P
          500 with its dividends, the 10-year Treasury yield and consumer prices.
        </p>
        <ul className="grid list-disc gap-2 pl-5">
          <li>
            <strong>Stock prices are monthly averages</strong> of daily closes, not month-end
            prices. That smooths the ups and downs a little, as it does in FIRECalc, cFIREsim and
            other calculators built on the same data.
          </li>
          <li>
            <strong>Bonds are approximated from the 10-year yield</strong>, as no bond index goes
            back that far: each month a 10-year bond is bought at that month’s yield, pays a month’s
            interest and is sold at the next month’s yield.
          </li>
          <li>
            <strong>Cash earns 0% after inflation.</strong> The data has no short-term interest
            rate; over the long run cash has roughly kept up with inflation, so this is a cautious
            stand-in.
          </li>
        </ul>
      </GuideSection>

      <GuideSection id="fire-guide-strategies" title="Withdrawal strategies">
        <dl className="grid gap-3">
          {STRATEGY_TYPES.map((type) => (
            <div key={type} className="grid gap-0.5">
              <dt className="font-semibold text-slate-900">{strategyNames[type]}</dt>
              <dd>{strategyDescriptions[type]}</dd>
            </div>
          ))}
        </dl>
        <p>
          Strategies that cut spending after bad years fail less often, but you live on less in
          those years. Compare two to see the trade: the table shows both success rates and the
          typical spending.
        </p>
      </GuideSection>

      <GuideSection id="fire-guide-monte-carlo" title="Monte Carlo">
        <p>
          Monte Carlo builds markets that never happened. Bootstrap sampling strings together random
          blocks of real history (12 months by default, stocks, bonds and inflation together);
          parametric sampling draws each month’s return from a mean and a volatility you choose. The
          seed fixes the draws, so the same seed gives the same result.
        </p>
        <p>
          Expect lower success rates than history gives. Over long stretches, past markets tended to
          recover after a crash; random draws lose that pull back, so they string bad years together
          more often. Neither is a forecast: history is one path, and the future can be worse than
          any part of it.
        </p>
      </GuideSection>

      <GuideSection id="fire-guide-results" title="Reading your results">
        <ul className="grid list-disc gap-2 pl-5">
          <li>
            <strong>Success rate</strong> is the share of retirements that paid every withdrawal.
            The classic studies of the 4% rule found that about 95% or more of past 30-year periods
            lasted with a mix of stocks and bonds.
          </li>
          <li>
            <strong>Safe withdrawal rates</strong> are the highest first-year spending, as a share
            of the portfolio, that lasted in every period and in 95% of them. The worst periods
            began just before long slumps, such as 1929 and the late 1960s.
          </li>
          <li>
            <strong>The fan chart</strong> shows the range of outcomes each year: half the periods
            fall in the darker band, and 8 in 10 in the lighter one.
          </li>
          <li>
            <strong>Years to financial independence</strong> uses the simple savings-rate math: save
            a share of take-home pay at 5% a year after inflation until the portfolio is 25 times
            your spending (the 4% rule).
          </li>
        </ul>
      </GuideSection>
    </div>
  );
}
