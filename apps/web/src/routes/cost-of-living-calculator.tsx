import { createFileRoute } from '@tanstack/react-router';
import { CalculatorPage } from '../features/calculators/calculator-page';

export const Route = createFileRoute('/cost-of-living-calculator')({
  component: CostOfLivingCalculatorPage,
});

function CostOfLivingCalculatorPage() {
  return <CalculatorPage id="cost-of-living-calculator" />;
}
