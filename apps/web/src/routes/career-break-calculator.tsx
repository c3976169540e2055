import { createFileRoute } from '@tanstack/react-router';
import { CalculatorPage } from '../features/calculators/calculator-page';

export const Route = createFileRoute('/career-break-calculator')({
  component: CareerBreakCalculatorPage,
});

function CareerBreakCalculatorPage() {
  return <CalculatorPage id="career-break-calculator" />;
}
