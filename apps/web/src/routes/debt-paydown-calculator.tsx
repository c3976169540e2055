import { createFileRoute } from '@tanstack/react-router';
import { CalculatorPage } from '../features/calculators/calculator-page';

export const Route = createFileRoute('/debt-paydown-calculator')({
  component: DebtPaydownCalculatorPage,
});

function DebtPaydownCalculatorPage() {
  return <CalculatorPage id="debt-paydown-calculator" />;
}
