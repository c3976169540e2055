import { createFileRoute } from '@tanstack/react-router';
import { CalculatorPage } from '../features/calculators/calculator-page';

export const Route = createFileRoute('/affordability-calculator')({
  component: AffordabilityCalculatorPage,
});

function AffordabilityCalculatorPage() {
  return <CalculatorPage id="affordability-calculator" />;
}
