import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardScreen } from '../features/admin/admin-dashboard-screen';

export const Route = createFileRoute('/admin/dashboard')({
  component: AdminDashboardScreen,
});
