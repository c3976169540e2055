import { createFileRoute } from '@tanstack/react-router';
import { careerBreakPlan } from '../features/career-break/career-break-plan';
import { CareerBreakScreen } from '../features/career-break/career-break-screen';

export const Route = createFileRoute('/career-break-calculator')({
  validateSearch: careerBreakPlan.schema,
  search: careerBreakPlan.search,
  component: function CareerBreakRoute() {
    return <CareerBreakScreen plan={Route.useSearch()} />;
  },
});
