import { FREE_CALCULATION_LIMIT } from '@freedompath/contracts';
import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { site } from '@/lib/site';
import { usePageTitle } from '@/lib/use-page-title';
import { calculatorCatalog } from '../calculators/calculator-catalog';
import { CalculatorGrid } from '../calculators/calculator-grid';
import { CalculationsStatus } from '../pricing/calculations-status';
import { PlanCards } from '../pricing/plan-cards';
import { FeaturedToolCards } from './featured-tool-cards';
import { RemainingNote } from './remaining-note';
import { ToolCarousel } from './tool-carousel';

const steps = [
  {
    title: 'Enter your numbers',
    text: 'Savings, investments, income and monthly costs: only what the calculator needs.',
  },
  {
    title: 'See your runway',
    text: 'Find out how many months you can fund, and how market swings could change that.',
  },
  {
    title: 'Plan your next move',
    text: 'Compare scenarios, adjust your budget and bookmark the plan you choose.',
  },
] as const;

/**
 * The landing page: hero with the calculations left and the featured tools (a carousel on
 * desktop, cards below it), how it works, every tool, pricing.
 */
export function HomePage() {
  usePageTitle();
  return (
    <>
      <section className="bg-linear-to-b from-brand-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1fr)_30rem] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              Planning calculators for life beyond the 9-to-5
            </p>
            <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl">
              {site.tagline}
            </h1>
            <p className="mt-6 max-w-2xl text-lg text-slate-700">
              Plan a career break, a layoff, freelancing, a move abroad or early retirement with
              calculators that show how long your money lasts and what it takes to get there.
            </p>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link to="/runway-calculator">Calculate My Runway</Link>
              </Button>
              <Button asChild size="lg" variant="secondary">
                <Link to="/career-break-calculator">Explore Career Break Options</Link>
              </Button>
            </div>
            <div aria-label="Your calculations" role="region" className="mt-8 grid gap-3">
              <RemainingNote />
              <CalculationsStatus />
            </div>
          </div>
          <ToolCarousel />
          <FeaturedToolCards />
        </div>
      </section>

      <section
        aria-labelledby="how-it-works"
        className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12"
      >
        <h2 id="how-it-works" className="text-2xl font-bold tracking-tight text-slate-900">
          How it works
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="all-tools"
        className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12"
      >
        <h2 id="all-tools" className="text-2xl font-bold tracking-tight text-slate-900">
          Choose your tool
        </h2>
        <p className="mt-2 text-slate-600">
          {calculatorCatalog.length} calculators for every stage of the journey. Your first{' '}
          {FREE_CALCULATION_LIMIT} calculations are free.
        </p>
        <div className="mt-8">
          <CalculatorGrid />
        </div>
      </section>

      <section aria-labelledby="pricing" className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
        <h2 id="pricing" className="text-2xl font-bold tracking-tight text-slate-900">
          Simple pricing
        </h2>
        <p className="mt-2 text-slate-600">
          Unlimited calculations on every calculator when your free ones run out.
        </p>
        <div className="mt-8">
          <PlanCards />
        </div>
      </section>
    </>
  );
}
