import { createFileRoute } from '@tanstack/react-router';
import { internationalRunwayPlan } from '../features/international-runway/international-runway-plan';
import { InternationalRunwayScreen } from '../features/international-runway/international-runway-screen';

export const Route = createFileRoute('/international-runway-calculator')({
  validateSearch: internationalRunwayPlan.schema,
  search: internationalRunwayPlan.search,
  component: function InternationalRunwayRoute() {
    return <InternationalRunwayScreen plan={Route.useSearch()} />;
  },
});
