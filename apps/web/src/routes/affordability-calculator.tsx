import { createFileRoute } from '@tanstack/react-router';
import { affordabilityPlan } from '../features/affordability/affordability-plan';
import { AffordabilityScreen } from '../features/affordability/affordability-screen';

export const Route = createFileRoute('/affordability-calculator')({
  validateSearch: affordabilityPlan.schema,
  search: affordabilityPlan.search,
  component: function AffordabilityRoute() {
    return <AffordabilityScreen plan={Route.useSearch()} />;
  },
});
