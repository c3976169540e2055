import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbExecutor } from '../infrastructure/database/database.js';
import { payments } from '../infrastructure/database/schema/index.js';

export type PaymentRecord = typeof payments.$inferSelect;

/** What became of a payment; each status only ever moves to a later one. */
export const paymentStatuses = ['pending', 'failed', 'succeeded', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What an event tells of a payment. */
export interface PaymentValues {
  /** The payment intent, the invoice of a subscription payment, or the checkout session of a free one. */
  stripePaymentId: string;
  userId: string | null;
  /** Cents. */
  amount: number;
  currency: string;
  status: PaymentStatus;
  plan: string | null;
  stripeCustomerId: string | null;
  /** The payment intent behind a subscription invoice, which its refund names. */
  stripePaymentIntentId?: string | null;
}

export interface PaymentsRepository {
  /** Inserts the payment's row; false when it has one already, which is left as it is. */
  insert(executor: DbExecutor, values: PaymentValues, now: Date): Promise<boolean>;
  /** Reads the payment's row and locks it until the transaction ends. */
  lock(executor: DbExecutor, stripePaymentId: string): Promise<PaymentRecord | undefined>;
  /** Sets the row's status, and whatever it did not know yet of the rest of `values`. */
  update(
    executor: DbExecutor,
    id: string,
    status: PaymentStatus,
    values: PaymentValues,
    now: Date,
  ): Promise<void>;
  /** Keeps the stretch of access a yearly payment granted, which its refund takes back from. */
  setAccess(
    executor: DbExecutor,
    stripePaymentId: string,
    accessFrom: Date,
    accessUntil: Date,
    now: Date,
  ): Promise<void>;
  statusOf(executor: DbExecutor, stripePaymentId: string): Promise<string | undefined>;
  /**
   * The payment a charge paid, by the payment intent (or charge) it names: a one-time
   * purchase's own id, or the payment intent behind a subscription invoice.
   */
  findCharged(executor: DbExecutor, chargedId: string): Promise<PaymentRecord | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsRepository;
  }
}

/** Money received or refunded, one row per Stripe payment; see billing for the rules. */
export default fp(
  (app: FastifyInstance) => {
    const repository: PaymentsRepository = {
      async insert(executor, values, now) {
        const inserted = await executor
          .insert(payments)
          .values({
            ...values,
            currency: values.currency.toLowerCase(),
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: payments.stripePaymentId })
          .returning({ id: payments.id });
        return inserted.length > 0;
      },
      async lock(executor, stripePaymentId) {
        const [row] = await executor
          .select()
          .from(payments)
          .where(eq(payments.stripePaymentId, stripePaymentId))
          .for('update');
        return row;
      },
      async update(executor, id, status, values, now) {
        await executor
          .update(payments)
          .set({
            status,
            // A refund seen first may not have known the plan: each event fills in what it knows.
            userId: sql`coalesce(${payments.userId}, ${values.userId})`,
            plan: sql`coalesce(${payments.plan}, ${values.plan})`,
            stripeCustomerId: sql`coalesce(${payments.stripeCustomerId}, ${values.stripeCustomerId})`,
            stripePaymentIntentId: sql`coalesce(${payments.stripePaymentIntentId}, ${values.stripePaymentIntentId ?? null})`,
            updatedAt: now,
          })
          .where(eq(payments.id, id));
      },
      async setAccess(executor, stripePaymentId, accessFrom, accessUntil, now) {
        await executor
          .update(payments)
          .set({ accessFrom, accessUntil, updatedAt: now })
          .where(eq(payments.stripePaymentId, stripePaymentId));
      },
      async statusOf(executor, stripePaymentId) {
        const [row] = await executor
          .select({ status: payments.status })
          .from(payments)
          .where(eq(payments.stripePaymentId, stripePaymentId));
        return row?.status;
      },
      async findCharged(executor, chargedId) {
        const [row] = await executor
          .select()
          .from(payments)
          .where(
            or(
              eq(payments.stripePaymentId, chargedId),
              eq(payments.stripePaymentIntentId, chargedId),
            ),
          );
        return row;
      },
    };
    app.decorate('payments', repository);
  },
  { name: 'payments-repository', dependencies: ['database'] },
);
