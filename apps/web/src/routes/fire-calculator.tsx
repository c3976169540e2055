import { createFileRoute } from '@tanstack/react-router';
import { firePlan } from '../features/fire/fire-plan';
import { FireScreen } from '../features/fire/fire-screen';

export const Route = createFileRoute('/fire-calculator')({
  validateSearch: firePlan.schema,
  search: firePlan.search,
  component: function FireRoute() {
    return <FireScreen plan={Route.useSearch()} />;
  },
});
