import type {
  AdminAuditAction,
  AdminDashboard,
  AdminUser,
  AdminUserList,
} from '@freedompath/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Viewer } from './authenticate.js';

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminRepository;
  }
}

/** A user-management action of the admin (the audit log also records `refresh_analytics`). */
export type AdminUserAction = Exclude<AdminAuditAction, 'refresh_analytics'>;

export interface AdminRepository {
  dashboard(): Promise<AdminDashboard>;
  listUsers(query: { search?: string; cursor?: string; limit: number }): Promise<AdminUserList>;
  act(admin: Viewer, userId: string, action: AdminUserAction): Promise<AdminUser>;
}

// STUB (issue 13, package D replaces this file).
export default fp(
  (app: FastifyInstance) => {
    const notImplemented = () => Promise.reject(new Error('not implemented'));
    app.decorate('admin', {
      dashboard: notImplemented,
      listUsers: notImplemented,
      act: notImplemented,
    } satisfies AdminRepository);
  },
  { name: 'admin-repository', dependencies: ['database', 'users-repository'] },
);
