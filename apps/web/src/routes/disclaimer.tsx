import { createFileRoute } from '@tanstack/react-router';
import { DisclaimerPage } from '../features/legal/disclaimer-page';

export const Route = createFileRoute('/disclaimer')({
  component: DisclaimerPage,
});
