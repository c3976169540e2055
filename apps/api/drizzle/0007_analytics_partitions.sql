-- Hand-written by design (drizzle-kit generate --custom, ADR 029): drizzle-kit cannot declare
-- partitioned tables. The raw analytics tables of 0006, still empty, are recreated partitioned by
-- month of created_at, with the same columns, keys and index names, so the schema and its
-- snapshot still agree. Partitions are created ahead by the API (ensureAnalyticsPartitions).
DROP TABLE "calculation_analytics";
--> statement-breakpoint
DROP TABLE "page_views";
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
) PARTITION BY RANGE ("created_at");
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
) PARTITION BY RANGE ("created_at");
--> statement-breakpoint
ALTER TABLE "calculation_analytics" ADD CONSTRAINT "calculation_analytics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "calculation_analytics_created_at_calculator_type_calculation_status_index" ON "calculation_analytics" USING btree ("created_at","calculator_type","calculation_status");
--> statement-breakpoint
CREATE INDEX "calculation_analytics_user_id_index" ON "calculation_analytics" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "page_views_user_id_index" ON "page_views" USING btree ("user_id");
