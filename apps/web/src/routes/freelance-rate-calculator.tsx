import { createFileRoute } from '@tanstack/react-router';
import { CalculatorPage } from '../features/calculators/calculator-page';

export const Route = createFileRoute('/freelance-rate-calculator')({
  component: FreelanceRateCalculatorPage,
});

function FreelanceRateCalculatorPage() {
  return <CalculatorPage id="freelance-rate-calculator" />;
}
