import { createFileRoute } from '@tanstack/react-router';
import { checkEmailSearchSchema } from '../features/auth/auth-search';
import { CheckEmailScreen } from '../features/auth/check-email-screen';

export const Route = createFileRoute('/check-email')({
  validateSearch: checkEmailSearchSchema,
  component: function CheckEmailRoute() {
    return <CheckEmailScreen plan={Route.useSearch().plan} />;
  },
});
