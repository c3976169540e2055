import { createFileRoute } from '@tanstack/react-router';
import { CalculatorPage } from '../features/calculators/calculator-page';

export const Route = createFileRoute('/paycheck-planner')({
  component: PaycheckPlannerPage,
});

function PaycheckPlannerPage() {
  return <CalculatorPage id="paycheck-planner" />;
}
