import { createFileRoute } from '@tanstack/react-router';
import { paycheckPlan } from '../features/paycheck-planner/paycheck-planner-plan';
import { PaycheckPlannerScreen } from '../features/paycheck-planner/paycheck-planner-screen';

export const Route = createFileRoute('/paycheck-planner')({
  validateSearch: paycheckPlan.schema,
  search: paycheckPlan.search,
  component: function PaycheckPlannerRoute() {
    return <PaycheckPlannerScreen plan={Route.useSearch()} />;
  },
});
