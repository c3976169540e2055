import { Link } from '@tanstack/react-router';
import { GuideSection } from '../calculators/kit/screen/guide-section';

const riskLabels: [string, string][] = [
  ['Fully Funded', 'Your money lasts more than 12 months beyond your planned break.'],
  ['Adequate', 'Your money covers the break, but with less than a year to spare.'],
  ['Shortfall', 'Your money runs out before the break ends.'],
  [
    'High Risk',
    'With a planned break: the projection cannot pay every month of it. Without one: less than 12 months of runway.',
  ],
  ['Medium Risk', 'No planned break, and 12 to 24 months of runway.'],
  ['Low Risk', 'No planned break, and 2 to 5 years of runway.'],
  ['Very Safe', 'No planned break, and 5 years of runway or more.'],
];

/** The Guide tab: what runway is, how to read the results, and ways to make it longer. */
export function RunwayGuide() {
  return (
    <div className="grid gap-6">
      <GuideSection id="guide-what" title="What is runway?">
        <p>
          Runway is how many months your money can pay for your life while you take a break from
          work. It is your savings, stocks and crypto divided by what you spend each month, less any
          income you still earn.
        </p>
        <p>
          For example, $30,000 with $3,000 of monthly expenses and $1,000 of monthly income gives 15
          months: you draw $2,000 a month.
        </p>
      </GuideSection>

      <GuideSection id="guide-inputs" title="Filling in your profile">
        <ul className="grid list-disc gap-2 pl-5">
          <li>
            <strong>Break duration</strong> is how long you plan to be away, in months. Leave it
            blank if you have no end date; the calculator then measures against 5 years.
          </li>
          <li>
            <strong>Monthly expenses</strong> are what you expect to spend during the break, not
            today. If you are unsure,{' '}
            <Link
              to="/career-break-calculator"
              className="font-medium text-brand-800 underline hover:text-brand-900"
            >
              build a budget with the Career Break Calculator
            </Link>
            .
          </li>
          <li>
            <strong>Market returns</strong> are yearly. Pick a cautious scenario for a plan you can
            rely on; the bull scenarios are there to show the upside, not to plan on.
          </li>
          <li>
            <strong>Withdrawal allocation</strong> says which pot pays each month. Taking more from
            cash avoids selling investments when markets are down.
          </li>
        </ul>
      </GuideSection>

      <GuideSection id="guide-results" title="Reading your results">
        <p>
          <strong>Runway</strong> is the simple figure: your money divided by your monthly
          shortfall, with no growth or inflation. The <strong>projection</strong> is the detailed
          one: returns compound every month, expenses rise with inflation, and each withdrawal is
          split by your allocation. When the two disagree, the projection is the more realistic.
        </p>
        <p>The risk label sums it up:</p>
        <dl className="grid gap-2">
          {riskLabels.map(([label, meaning]) => (
            <div key={label} className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
              <dt className="font-semibold text-slate-900">{label}</dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
        <p>
          <strong>Stress scenarios</strong> show what happens if expenses run 20% or 50% over, or
          your stocks and crypto drop 30%. If a stress scenario ends your runway before your break
          does, build in more margin.
        </p>
      </GuideSection>

      <GuideSection id="guide-tips" title="Ways to extend your runway">
        <ul className="grid list-disc gap-2 pl-5">
          <li>
            Trim the biggest monthly costs first: housing, transport and insurance usually matter
            more than small treats.
          </li>
          <li>
            A little income goes a long way: $500 a month of freelance work can add many months. Try
            it in the what-if list.
          </li>
          <li>Keep 3 to 6 months of expenses in cash so a market drop does not force a sale.</li>
          <li>
            Plan for one-time costs such as health cover, travel or a car repair; add them as
            what-if expenses.
          </li>
          <li>Recheck your plan every few months and after any big change.</li>
        </ul>
      </GuideSection>
    </div>
  );
}
