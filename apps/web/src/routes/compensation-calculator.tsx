import { createFileRoute } from '@tanstack/react-router';
import { CalculatorPage } from '../features/calculators/calculator-page';

export const Route = createFileRoute('/compensation-calculator')({
  component: CompensationCalculatorPage,
});

function CompensationCalculatorPage() {
  return <CalculatorPage id="compensation-calculator" />;
}
