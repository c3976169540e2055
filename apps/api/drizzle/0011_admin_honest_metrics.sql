CREATE TABLE "signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_activations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"subscription_type" text NOT NULL,
	"purchase_id" text NOT NULL,
	"activated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_activations_purchaseId_unique" UNIQUE("purchase_id"),
	CONSTRAINT "subscription_activations_type_known" CHECK ("subscription_activations"."subscription_type" in ('monthly', 'yearly', 'lifetime'))
);
--> statement-breakpoint
ALTER TABLE "signups" ADD CONSTRAINT "signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_activations" ADD CONSTRAINT "subscription_activations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signups_created_at_index" ON "signups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscription_activations_activated_at_index" ON "subscription_activations" USING btree ("activated_at");--> statement-breakpoint
-- Written by hand below (ADR 044): drizzle-kit declares no triggers, and the snapshot does not
-- need them. Every account created is a signup, kept when the account is deleted.
CREATE FUNCTION "record_signup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "signups" ("user_id", "created_at") VALUES (NEW."id", NEW."created_at");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_record_signup" AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION "record_signup"();--> statement-breakpoint
-- A purchase activates when it makes the row grant access, once per purchase (its Stripe
-- subscription or payment): renewals and a recovered payment keep their subscription's id. A
-- year bought while a year runs extends it, and a refund's fallback names no purchase.
CREATE FUNCTION "record_subscription_activation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'active'
    AND coalesce(NEW."stripe_subscription_id", NEW."stripe_payment_id") IS NOT NULL
    AND NOT (
      TG_OP = 'UPDATE' AND OLD."status" = 'active'
      AND OLD."subscription_type" = NEW."subscription_type"
      AND coalesce(OLD."subscription_type" = 'lifetime' OR OLD."current_period_end" > NEW."updated_at", false)
    )
  THEN
    INSERT INTO "subscription_activations"
      ("user_id", "subscription_type", "purchase_id", "activated_at")
    VALUES (NEW."user_id", NEW."subscription_type",
      coalesce(NEW."stripe_subscription_id", NEW."stripe_payment_id"), NEW."updated_at")
    ON CONFLICT ("purchase_id") DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "subscriptions_record_activation" AFTER INSERT OR UPDATE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "record_subscription_activation"();--> statement-breakpoint
-- Backfill. Accounts deleted before this migration left no trace: their signups are lost.
INSERT INTO "signups" ("user_id", "created_at") SELECT "id", "created_at" FROM "users";--> statement-breakpoint
-- Each paid one-time purchase, deleted accounts' too, except a year that extended a running one
-- (its access starts after its payment).
INSERT INTO "subscription_activations"
  ("user_id", "subscription_type", "purchase_id", "activated_at")
SELECT "user_id", "plan", "stripe_payment_id", "created_at" FROM "payments"
WHERE "plan" IN ('yearly', 'lifetime') AND "status" IN ('succeeded', 'refunded')
  AND ("access_from" IS NULL OR "access_from" <= "created_at" + interval '1 minute')
ON CONFLICT ("purchase_id") DO NOTHING;--> statement-breakpoint
-- Each row's current purchase, dated by the row's creation: a subscriber's earlier purchases
-- that the row was rewritten over, and monthly subscriptions of deleted accounts, are lost.
INSERT INTO "subscription_activations"
  ("user_id", "subscription_type", "purchase_id", "activated_at")
SELECT "user_id", "subscription_type", coalesce("stripe_subscription_id", "stripe_payment_id"),
  "created_at"
FROM "subscriptions"
WHERE coalesce("stripe_subscription_id", "stripe_payment_id") IS NOT NULL
  AND "status" NOT IN ('incomplete', 'incomplete_expired')
ON CONFLICT ("purchase_id") DO NOTHING;
