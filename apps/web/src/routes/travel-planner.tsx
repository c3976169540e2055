import { createFileRoute } from '@tanstack/react-router';
import { CalculatorPage } from '../features/calculators/calculator-page';

export const Route = createFileRoute('/travel-planner')({
  component: TravelPlannerPage,
});

function TravelPlannerPage() {
  return <CalculatorPage id="travel-planner" />;
}
