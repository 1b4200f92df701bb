CREATE TABLE "page_daily_countries" (
	"page_id" uuid NOT NULL,
	"day" date NOT NULL,
	"country" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_daily_countries_page_id_day_country_pk" PRIMARY KEY("page_id","day","country")
);
--> statement-breakpoint
CREATE TABLE "page_daily_devices" (
	"page_id" uuid NOT NULL,
	"day" date NOT NULL,
	"device" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_daily_devices_page_id_day_device_pk" PRIMARY KEY("page_id","day","device")
);
--> statement-breakpoint
CREATE TABLE "page_daily_stats" (
	"page_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"unique_visitors" integer DEFAULT 0 NOT NULL,
	"bot_hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_daily_stats_page_id_day_pk" PRIMARY KEY("page_id","day")
);
--> statement-breakpoint
CREATE TABLE "tag_daily_stats" (
	"tag_id" uuid NOT NULL,
	"day" date NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	"bot_hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tag_daily_stats_tag_id_day_pk" PRIMARY KEY("tag_id","day")
);
--> statement-breakpoint
ALTER TABLE "page_views" ADD COLUMN "browser" text;--> statement-breakpoint
ALTER TABLE "tag_scans" ADD COLUMN "browser" text;--> statement-breakpoint
ALTER TABLE "page_daily_countries" ADD CONSTRAINT "page_daily_countries_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_daily_devices" ADD CONSTRAINT "page_daily_devices_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_daily_stats" ADD CONSTRAINT "page_daily_stats_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_daily_stats" ADD CONSTRAINT "tag_daily_stats_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_daily_countries_day_idx" ON "page_daily_countries" USING btree ("day","country");--> statement-breakpoint
CREATE INDEX "page_daily_devices_day_idx" ON "page_daily_devices" USING btree ("day","device");--> statement-breakpoint
CREATE INDEX "page_daily_stats_day_idx" ON "page_daily_stats" USING btree ("day","page_id");--> statement-breakpoint
CREATE INDEX "tag_daily_stats_day_idx" ON "tag_daily_stats" USING btree ("day","tag_id");--> statement-breakpoint
-- Unknown countries are 'XX' (the API contract) from now on.
UPDATE "page_views" SET "country" = 'XX' WHERE "country" !~ '^[A-Z]{2}$';--> statement-breakpoint
UPDATE "tag_scans" SET "country" = 'XX' WHERE "country" !~ '^[A-Z]{2}$';--> statement-breakpoint
-- Backfill the rollups from the raw rows recorded so far (a day's visitor hash is comparable within that day only).
INSERT INTO "page_daily_stats" ("page_id", "day", "views", "unique_visitors")
SELECT "page_id", ("created_at" AT TIME ZONE 'UTC')::date, count(*), count(DISTINCT "visitor_hash")
FROM "page_views" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "page_daily_countries" ("page_id", "day", "country", "views")
SELECT "page_id", ("created_at" AT TIME ZONE 'UTC')::date, "country", count(*) FROM "page_views" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "page_daily_devices" ("page_id", "day", "device", "views")
SELECT "page_id", ("created_at" AT TIME ZONE 'UTC')::date, "device", count(*) FROM "page_views" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "tag_daily_stats" ("tag_id", "day", "scans")
SELECT "tag_id", ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "tag_scans" GROUP BY 1, 2;
