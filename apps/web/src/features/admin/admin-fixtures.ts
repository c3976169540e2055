import type { AdminDashboard, AdminUser } from '@freedompath/contracts';

/** A dashboard answer for tests: every figure distinct, so a test can find each on screen. */
export function aDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    today: '2026-03-14',
    refreshedAt: '2026-03-14T09:30:00.000Z',
    cards: {
      pageViews: { value: 3210 },
      visitors: { value: 870, bounceRate: 42.5 },
      totalCalculations: { value: 456 },
      completed: { value: 251, completionRate: 55.04 },
      uniqueUsers: { value: 98, registeredUsers: 1234 },
      sessions: { value: 1002, averageDurationSeconds: 125 },
      newSignups: { value: 17 },
      newSubscriptions: { value: 4 },
    },
    revenue: {
      totalRevenue: 12345.67,
      activeSubscriptions: { monthly: 10, yearly: 4, lifetime: 2 },
      estimatedRevenue: { monthly: 50, yearly: 100, lifetime: 158, total: 308 },
      monthlyRecurringRevenue: 58.33,
      paidUsers: 16,
      totalUsers: 1234,
      conversionRate: 1.3,
    },
    dailyActivity: [
      { date: '2026-03-13', totalCalculations: 400, completedCalculations: 200 },
      { date: '2026-03-14', totalCalculations: 456, completedCalculations: 251 },
    ],
    calculatorUsage: [
      { calculatorType: 'runway-calculator', totalStarts: 900 },
      { calculatorType: 'fire-calculator', totalStarts: 120 },
    ],
    calculatorPerformance: [
      {
        calculatorType: 'runway-calculator',
        starts: 500,
        completions: 350,
        averageTimeSeconds: 95.4,
        completionRate: 70.1,
      },
      {
        calculatorType: 'fire-calculator',
        starts: 100,
        completions: 70,
        averageTimeSeconds: 40,
        completionRate: 70,
      },
      {
        calculatorType: 'layoff-calculator',
        starts: 50,
        completions: 20,
        averageTimeSeconds: 30,
        completionRate: 40,
      },
    ],
    dailyUsers: [
      { date: '2026-03-13', uniqueUsers: 80, sessions: 900 },
      { date: '2026-03-14', uniqueUsers: 98, sessions: 1002 },
    ],
    ...overrides,
  };
}

/** A user row for tests; `n` makes the id and the address distinct. */
export function anAdminUser(n: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    email: `user-${n}@example.com`,
    role: 'user',
    emailVerified: true,
    plan: 'free',
    paid: false,
    complimentary: false,
    disabled: false,
    calculationsUsed: n % 6,
    createdAt: '2026-02-01T12:00:00.000Z',
    ...overrides,
  };
}
