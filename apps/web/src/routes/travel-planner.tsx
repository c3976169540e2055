import { createFileRoute } from '@tanstack/react-router';
import { travelPlannerPlan } from '../features/travel-planner/travel-planner-plan';
import { TravelPlannerScreen } from '../features/travel-planner/travel-planner-screen';

export const Route = createFileRoute('/travel-planner')({
  validateSearch: travelPlannerPlan.schema,
  search: travelPlannerPlan.search,
  component: function TravelPlannerRoute() {
    return <TravelPlannerScreen plan={Route.useSearch()} />;
  },
});
