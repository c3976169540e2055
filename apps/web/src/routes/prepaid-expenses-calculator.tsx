import { createFileRoute } from '@tanstack/react-router';
import { CalculatorPage } from '../features/calculators/calculator-page';

export const Route = createFileRoute('/prepaid-expenses-calculator')({
  component: PrepaidExpensesCalculatorPage,
});

function PrepaidExpensesCalculatorPage() {
  return <CalculatorPage id="prepaid-expenses-calculator" />;
}
