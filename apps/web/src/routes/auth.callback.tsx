import { createFileRoute } from '@tanstack/react-router';
import { AuthCallbackScreen } from '../features/auth/auth-callback-screen';

export const Route = createFileRoute('/auth/callback')({
  component: AuthCallbackScreen,
});
