import { createFileRoute } from '@tanstack/react-router';
import { runwayPlan } from '../features/runway/runway-plan';
import { RunwayScreen } from '../features/runway/runway-screen';

export const Route = createFileRoute('/runway-calculator')({
  validateSearch: runwayPlan.schema,
  search: runwayPlan.search,
  component: function RunwayRoute() {
    return <RunwayScreen plan={Route.useSearch()} />;
  },
});
