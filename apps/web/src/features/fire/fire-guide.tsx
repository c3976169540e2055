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
          years, that is 1,471 retirements, from January 1871 to July 1993. Starting only in
          January, as the classic studies did, gives 123.
        </p>
        <p>
          Each month the spending the strategy sets and any extra expense are taken out, less what
          your incomes pay (under percent of portfolio and VPW, income left after the expenses is
          spent on top of what the strategy takes instead); then the portfolio earns that month’s
          returns and pays its fee, rebalanced to your allocation. The strategy decides the spending
          once a year. An income or expense that lasts a single year is paid in full in its first
          month.
        </p>
        <p>
          Amounts are in today’s dollars: after inflation, so $40,000 in year 30 buys what $40,000
          buys now. The exception is an income or expense marked as not keeping up with inflation:
          it stays the same number of dollars, so it buys less each year.
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
        <p>A retirement fails in the first year that something it must pay cannot be paid:</p>
        <ul className="grid list-disc gap-2 pl-5">
          <li>
            <strong>Constant dollar and Guyton-Klinger</strong>: a withdrawal that cannot be paid in
            full.
          </li>
          <li>
            <strong>Percent of portfolio</strong>: its floor that cannot be paid. Without a floor it
            spends a share of whatever is left, so it never fails, however little that share buys.
          </li>
          <li>
            <strong>VPW</strong>: only extra expenses, less incomes, that cannot be paid. Its own
            spending is a share of the balance, so without such expenses it never fails.
          </li>
        </ul>
        <p>
          So a success rate of 100% says little about VPW or a percent of portfolio without a floor:
          it is so by construction. Their spending, in the comparison, shows what they paid.
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
          Parametric returns are for the whole portfolio, after inflation: your mix of stocks, bonds
          and cash does not change them. Inflation is then a steady 3% a year, which only matters to
          incomes and expenses that do not keep up with it.
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
            <strong>Success rate</strong> is the share of retirements that never failed, as the
            strategy defines failing (see Withdrawal strategies). The classic studies of the 4% rule
            found that about 95% or more of past 30-year periods lasted with a mix of stocks and
            bonds.
          </li>
          <li>
            <strong>Safe withdrawal rates</strong> are the highest first-year spending, as a share
            of the portfolio, that lasted in every period and in 95% of them. The worst periods
            began just before long slumps, such as 1929 and the late 1960s. For constant dollar they
            are worked out exactly. For Guyton-Klinger they are searched for: its cuts can let a
            higher start last where a lower one ran out, so each rate found is checked by running
            every period at it and lowered until it holds. It lasts, though a slightly higher rate
            might too. Percent of portfolio and VPW set spending from the balance each year, so no
            starting rate runs out: they show Not applicable.
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
