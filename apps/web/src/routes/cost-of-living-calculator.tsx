import { createFileRoute } from '@tanstack/react-router';
import { costOfLivingPlan } from '../features/cost-of-living/cost-of-living-plan';
import { CostOfLivingScreen } from '../features/cost-of-living/cost-of-living-screen';

export const Route = createFileRoute('/cost-of-living-calculator')({
  validateSearch: costOfLivingPlan.schema,
  search: costOfLivingPlan.search,
  component: function CostOfLivingRoute() {
    return <CostOfLivingScreen plan={Route.useSearch()} />;
  },
});
