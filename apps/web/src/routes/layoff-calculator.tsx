import { createFileRoute } from '@tanstack/react-router';
import { CalculatorPage } from '../features/calculators/calculator-page';

export const Route = createFileRoute('/layoff-calculator')({
  component: LayoffCalculatorPage,
});

function LayoffCalculatorPage() {
  return <CalculatorPage id="layoff-calculator" />;
}
