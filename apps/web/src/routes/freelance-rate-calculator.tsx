import { createFileRoute } from '@tanstack/react-router';
import { freelanceRatePlan } from '../features/freelance-rate/freelance-rate-plan';
import { FreelanceRateScreen } from '../features/freelance-rate/freelance-rate-screen';

export const Route = createFileRoute('/freelance-rate-calculator')({
  validateSearch: freelanceRatePlan.schema,
  search: freelanceRatePlan.search,
  component: function FreelanceRateRoute() {
    return <FreelanceRateScreen plan={Route.useSearch()} />;
  },
});
