import { createFileRoute } from '@tanstack/react-router';
import { AccountScreen } from '../features/auth/account-screen';

export const Route = createFileRoute('/account')({
  component: AccountScreen,
});
