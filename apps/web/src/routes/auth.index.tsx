import { createFileRoute } from '@tanstack/react-router';
import { authSearchSchema } from '../features/auth/auth-search';
import { AuthScreen } from '../features/auth/auth-screen';

export const Route = createFileRoute('/auth/')({
  validateSearch: authSearchSchema,
  component: function AuthRoute() {
    const { mode, plan } = Route.useSearch();
    return <AuthScreen initialMode={mode} plan={plan} />;
  },
});
