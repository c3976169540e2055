import { createFileRoute } from '@tanstack/react-router';
import { partTimePlan } from '../features/part-time/part-time-plan';
import { PartTimeScreen } from '../features/part-time/part-time-screen';

export const Route = createFileRoute('/part-time-calculator')({
  validateSearch: partTimePlan.schema,
  search: partTimePlan.search,
  component: function PartTimeRoute() {
    return <PartTimeScreen plan={Route.useSearch()} />;
  },
});
