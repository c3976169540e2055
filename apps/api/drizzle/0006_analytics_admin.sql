CREATE TABLE "admin_audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"admin_user_id" uuid,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"target_user_id" uuid,
	"target_email" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "admin_audit_entries_action_known" CHECK ("admin_audit_entries"."action" in ('grant_complimentary_access', 'revoke_complimentary_access', 'reset_quota', 'disable_account', 'enable_account', 'refresh_analytics'))
);
--> statement-breakpoint
CREATE TABLE "analytics_dirty_days" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_event_keys" (
	"client_event_id" uuid PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_refreshes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"days" date[] NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_refreshes_trigger_known" CHECK ("analytics_refreshes"."trigger" in ('scheduled', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "calculation_analytics" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"session_id" text NOT NULL,
	"user_id" uuid,
	"calculator_type" text NOT NULL,
	"calculation_status" text NOT NULL,
	"calculation_inputs" jsonb,
	"calculation_results" jsonb,
	"time_started" timestamp with time zone NOT NULL,
	"time_completed" timestamp with time zone,
	"time_spent_seconds" integer,
	"user_agent" text NOT NULL,
	CONSTRAINT "calculation_analytics_created_at_id_pk" PRIMARY KEY("created_at","id"),
	CONSTRAINT "calculation_analytics_status_known" CHECK ("calculation_analytics"."calculation_status" in ('started', 'completed', 'abandoned'))
);
--> statement-breakpoint
CREATE TABLE "calculator_stats" (
	"date" date NOT NULL,
	"calculator_type" text NOT NULL,
	"total_starts" integer NOT NULL,
	"total_completions" integer NOT NULL,
	"total_completion_seconds" bigint NOT NULL,
	"completion_rate" double precision NOT NULL,
	"avg_completion_time_seconds" double precision NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calculator_stats_date_calculator_type_pk" PRIMARY KEY("date","calculator_type")
);
--> statement-breakpoint
CREATE TABLE "daily_stats" (
	"date" date PRIMARY KEY NOT NULL,
	"total_calculations" integer NOT NULL,
	"completed_calculations" integer NOT NULL,
	"unique_users" integer NOT NULL,
	"unique_sessions" integer NOT NULL,
	"new_signups" integer NOT NULL,
	"new_subscriptions" integer NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"session_id" text NOT NULL,
	"user_id" uuid,
	"page_url" text NOT NULL,
	"page_title" text NOT NULL,
	"user_agent" text NOT NULL,
	"referrer" text,
	"screen_resolution" text NOT NULL,
	"device_type" text NOT NULL,
	CONSTRAINT "page_views_created_at_id_pk" PRIMARY KEY("created_at","id"),
	CONSTRAINT "page_views_device_type_known" CHECK ("page_views"."device_type" in ('mobile', 'desktop'))
);
--> statement-breakpoint
CREATE TABLE "visitor_stats" (
	"date" date PRIMARY KEY NOT NULL,
	"total_page_views" integer NOT NULL,
	"unique_visitors" integer NOT NULL,
	"unique_sessions" integer NOT NULL,
	"bounced_sessions" integer NOT NULL,
	"total_session_seconds" bigint NOT NULL,
	"bounce_rate" double precision NOT NULL,
	"avg_session_duration" double precision NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "complimentary_access_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_audit_entries" ADD CONSTRAINT "admin_audit_entries_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_entries" ADD CONSTRAINT "admin_audit_entries_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculation_analytics" ADD CONSTRAINT "calculation_analytics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_entries_created_at_index" ON "admin_audit_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_event_keys_received_at_index" ON "analytics_event_keys" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "analytics_refreshes_finished_at_index" ON "analytics_refreshes" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "calculation_analytics_created_at_calculator_type_calculation_status_index" ON "calculation_analytics" USING btree ("created_at","calculator_type","calculation_status");--> statement-breakpoint
CREATE INDEX "calculation_analytics_user_id_index" ON "calculation_analytics" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "page_views_user_id_index" ON "page_views" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_created_at_id_index" ON "users" USING btree ("created_at","id");