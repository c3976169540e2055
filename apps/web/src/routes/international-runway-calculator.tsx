import { createFileRoute } from '@tanstack/react-router';
import { CalculatorPage } from '../features/calculators/calculator-page';

export const Route = createFileRoute('/international-runway-calculator')({
  component: InternationalRunwayCalculatorPage,
});

function InternationalRunwayCalculatorPage() {
  return <CalculatorPage id="international-runway-calculator" />;
}
