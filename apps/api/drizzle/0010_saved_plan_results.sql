ALTER TABLE "scenarios" ADD COLUMN "results" jsonb;--> statement-breakpoint
ALTER TABLE "scenarios" ADD COLUMN "results_saved_at" timestamp with time zone;--> statement-breakpoint
-- Names become unique per user and calculator, ignoring case (ADR 043). Plans that already
-- share a name keep it in creation order: the first as it is, the next " (2)", " (3)" and so
-- on, skipping a suffix another plan already has, within the 100 characters a name may have.
DO $$
DECLARE
  duplicate record;
  suffix integer;
  candidate text;
BEGIN
  FOR duplicate IN
    SELECT ranked.id, ranked.user_id, ranked.calculator, ranked.name
    FROM (
      SELECT id, user_id, calculator, name, created_at,
        row_number() OVER (
          PARTITION BY user_id, calculator, lower(name) ORDER BY created_at, id
        ) AS place
      FROM scenarios
    ) ranked
    WHERE ranked.place > 1
    ORDER BY ranked.user_id, ranked.calculator, lower(ranked.name), ranked.created_at, ranked.id
  LOOP
    suffix := 2;
    LOOP
      candidate := left(duplicate.name, 100 - length(' (' || suffix || ')')) || ' (' || suffix || ')';
      EXIT WHEN NOT EXISTS (
        SELECT 1 FROM scenarios
        WHERE user_id = duplicate.user_id
          AND calculator = duplicate.calculator
          AND lower(name) = lower(candidate)
      );
      suffix := suffix + 1;
    END LOOP;
    UPDATE scenarios SET name = candidate WHERE id = duplicate.id;
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "scenarios_user_calculator_name_key" ON "scenarios" USING btree ("user_id","calculator",lower("name"));
