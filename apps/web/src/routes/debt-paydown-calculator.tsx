import { createFileRoute } from '@tanstack/react-router';
import { debtPaydownPlan } from '../features/debt-paydown/debt-paydown-plan';
import { DebtPaydownScreen } from '../features/debt-paydown/debt-paydown-screen';

export const Route = createFileRoute('/debt-paydown-calculator')({
  validateSearch: debtPaydownPlan.schema,
  search: debtPaydownPlan.search,
  component: function DebtPaydownRoute() {
    return <DebtPaydownScreen plan={Route.useSearch()} />;
  },
});
