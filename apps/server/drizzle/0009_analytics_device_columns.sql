-- Views by device class become three counters of the page's daily row: one upsert less per batch of views.
ALTER TABLE "page_daily_stats" ADD COLUMN "mobile_views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "page_daily_stats" ADD COLUMN "tablet_views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "page_daily_stats" ADD COLUMN "desktop_views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "page_daily_stats" s SET
  "mobile_views" = coalesce((SELECT sum(d."views") FROM "page_daily_devices" d WHERE d."page_id" = s."page_id" AND d."day" = s."day" AND d."device" = 'mobile'), 0),
  "tablet_views" = coalesce((SELECT sum(d."views") FROM "page_daily_devices" d WHERE d."page_id" = s."page_id" AND d."day" = s."day" AND d."device" = 'tablet'), 0),
  "desktop_views" = coalesce((SELECT sum(d."views") FROM "page_daily_devices" d WHERE d."page_id" = s."page_id" AND d."day" = s."day" AND d."device" = 'desktop'), 0);--> statement-breakpoint
DROP TABLE "page_daily_devices" CASCADE;
