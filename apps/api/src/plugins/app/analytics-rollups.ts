import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    analyticsRollups: AnalyticsRollups;
  }
}

export interface RefreshResult {
  refreshedDays: string[];
  durationMs: number;
  /** A scheduled run that found another run holding the lock did nothing. */
  skipped: boolean;
  finishedAt: Date;
}

export interface AnalyticsRollups {
  /**
   * Recomputes the rollups of the days that changed (plus today and yesterday), or of every day
   * with `days: 'all'`. A scheduled run skips when another holds the lock; a manual one waits.
   */
  refresh(
    trigger: 'scheduled' | 'manual',
    options?: { days?: string[] | 'all' },
  ): Promise<RefreshResult>;
  /** Creates partitions ahead and drops those past the retention. */
  maintainPartitions(): Promise<void>;
}

export interface AnalyticsRollupsOptions {
  retentionMonths: number;
  /** 0: no scheduled job. */
  intervalMs: number;
}

// STUB (issue 13, package C replaces this file).
export default fp<AnalyticsRollupsOptions>(
  (app: FastifyInstance) => {
    app.decorate('analyticsRollups', {
      refresh: () => Promise.reject(new Error('not implemented')),
      maintainPartitions: () => Promise.reject(new Error('not implemented')),
    } satisfies AnalyticsRollups);
  },
  { name: 'analytics-rollups', dependencies: ['database'] },
);
