import { createFileRoute } from '@tanstack/react-router';
import { CheckEmailScreen } from '../features/auth/check-email-screen';

export const Route = createFileRoute('/check-email')({
  component: CheckEmailScreen,
});
