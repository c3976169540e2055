import { createFileRoute } from '@tanstack/react-router';
import { CalculatorPage } from '../features/calculators/calculator-page';

export const Route = createFileRoute('/part-time-calculator')({
  component: PartTimeCalculatorPage,
});

function PartTimeCalculatorPage() {
  return <CalculatorPage id="part-time-calculator" />;
}
