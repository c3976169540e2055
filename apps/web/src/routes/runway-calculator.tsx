import { createFileRoute } from '@tanstack/react-router';
import { CalculatorPage } from '../features/calculators/calculator-page';

export const Route = createFileRoute('/runway-calculator')({
  component: RunwayCalculatorPage,
});

function RunwayCalculatorPage() {
  return <CalculatorPage id="runway-calculator" />;
}
