import { createFileRoute } from '@tanstack/react-router';
import { CalculatorPage } from '../features/calculators/calculator-page';

export const Route = createFileRoute('/fire-calculator')({
  component: FireCalculatorPage,
});

function FireCalculatorPage() {
  return <CalculatorPage id="fire-calculator" />;
}
