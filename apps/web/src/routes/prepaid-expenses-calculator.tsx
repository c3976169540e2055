import { createFileRoute } from '@tanstack/react-router';
import { prepaidExpensesPlan } from '../features/prepaid-expenses/prepaid-expenses-plan';
import { PrepaidExpensesScreen } from '../features/prepaid-expenses/prepaid-expenses-screen';

export const Route = createFileRoute('/prepaid-expenses-calculator')({
  validateSearch: prepaidExpensesPlan.schema,
  search: prepaidExpensesPlan.search,
  component: function PrepaidExpensesRoute() {
    return <PrepaidExpensesScreen plan={Route.useSearch()} />;
  },
});
