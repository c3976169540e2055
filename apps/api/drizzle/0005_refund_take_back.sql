ALTER TABLE "payments" ADD COLUMN "stripe_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "access_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "access_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "replaced_year_end" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_stripe_payment_intent_id_index" ON "payments" USING btree ("stripe_payment_intent_id");