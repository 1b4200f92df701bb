-- Issue 43 item 13: a bulk import's batch is kept (when, by whom) so its labels and activation cards can be printed
-- again later, and each of its tags keeps its place in the import (labels print in that order, not by code).
-- The author's name is copied in and its id has no foreign key, as in tag_events: the batch outlives the account.
CREATE TABLE "tag_batches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"created_by_name" text
);--> statement-breakpoint
CREATE INDEX "tag_batches_created_at_idx" ON "tag_batches" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "batch_position" integer;--> statement-breakpoint
-- The batches imported before: their date, and their author from the tags' CREATED events.
INSERT INTO "tag_batches" ("id", "created_at", "created_by_user_id", "created_by_name")
SELECT t."batch_id", min(t."created_at"), (array_agg(e."actor_user_id" ORDER BY e."seq"))[1],
  (array_agg(e."actor_name" ORDER BY e."seq"))[1]
FROM "tags" AS t
LEFT JOIN "tag_events" AS e ON e."tag_id" = t."id" AND e."action" = 'CREATED'
WHERE t."batch_id" IS NOT NULL
GROUP BY t."batch_id";--> statement-breakpoint
-- Their order: the CREATED events were written in the import's order (seq), the code breaks a tie.
UPDATE "tags" AS t SET "batch_position" = ordered.position
FROM (
  SELECT tg."id", row_number() OVER (
    PARTITION BY tg."batch_id" ORDER BY (SELECT min(e."seq") FROM "tag_events" AS e WHERE e."tag_id" = tg."id" AND e."action" = 'CREATED'), tg."code"
  ) AS position
  FROM "tags" AS tg
  WHERE tg."batch_id" IS NOT NULL
) AS ordered
WHERE t."id" = ordered."id";--> statement-breakpoint
DROP INDEX "tags_batch_code_idx";--> statement-breakpoint
CREATE INDEX "tags_batch_position_idx" ON "tags" USING btree ("batch_id","batch_position") WHERE "tags"."batch_id" is not null;
--> statement-breakpoint
-- Issue 43 item 5 (the same assigned number): a staff member's readings of the last minutes are looked up on each new
-- reading (one row per member, profile and section within a window), so the member's index also orders by time.
DROP INDEX "access_log_actor_idx";--> statement-breakpoint
CREATE INDEX "access_log_actor_created_idx" ON "access_log" USING btree ("actor_user_id","created_at");
