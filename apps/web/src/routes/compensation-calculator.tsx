import { createFileRoute } from '@tanstack/react-router';
import { compensationPlan } from '../features/compensation/compensation-plan';
import { CompensationScreen } from '../features/compensation/compensation-screen';

export const Route = createFileRoute('/compensation-calculator')({
  validateSearch: compensationPlan.schema,
  search: compensationPlan.search,
  component: function CompensationRoute() {
    return <CompensationScreen plan={Route.useSearch()} />;
  },
});
