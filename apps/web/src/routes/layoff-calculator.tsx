import { createFileRoute } from '@tanstack/react-router';
import { layoffPlan } from '../features/layoff/layoff-plan';
import { LayoffScreen } from '../features/layoff/layoff-screen';

export const Route = createFileRoute('/layoff-calculator')({
  validateSearch: layoffPlan.schema,
  search: layoffPlan.search,
  component: function LayoffRoute() {
    return <LayoffScreen plan={Route.useSearch()} />;
  },
});
