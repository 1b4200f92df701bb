CREATE TABLE "scan_alerts" (
	"tag_id" uuid NOT NULL,
	"visitor_hash" text NOT NULL,
	"window_start" timestamp (3) with time zone NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scan_alerts_tag_id_visitor_hash_window_start_pk" PRIMARY KEY("tag_id","visitor_hash","window_start")
);
--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "lost_message" text;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "lost_reward" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "lost_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "status_before_lost" text;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "scan_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scan_alerts" ADD CONSTRAINT "scan_alerts_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_alerts_sent_idx" ON "scan_alerts" USING btree ("sent_at");--> statement-breakpoint
-- Tags already LOST: the status they had before (their last change to LOST), else ACTIVE, and since when.
UPDATE "tags" SET
  "status_before_lost" = coalesce((SELECT e."previous_status" FROM "tag_events" e WHERE e."tag_id" = "tags"."id" AND e."status" = 'LOST' AND e."previous_status" IS NOT NULL AND e."previous_status" <> 'LOST' ORDER BY e."seq" DESC LIMIT 1), 'ACTIVE'),
  "lost_at" = coalesce((SELECT e."created_at" FROM "tag_events" e WHERE e."tag_id" = "tags"."id" AND e."status" = 'LOST' ORDER BY e."seq" DESC LIMIT 1), "tags"."updated_at")
WHERE "status" = 'LOST';
