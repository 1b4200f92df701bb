CREATE TABLE "daily_countries" (
	"day" date NOT NULL,
	"country" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_countries_day_country_pk" PRIMARY KEY("day","country")
);
--> statement-breakpoint
CREATE TABLE "daily_stats" (
	"day" date PRIMARY KEY NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"unique_visitors" integer DEFAULT 0 NOT NULL,
	"bot_hits" integer DEFAULT 0 NOT NULL,
	"mobile_views" integer DEFAULT 0 NOT NULL,
	"tablet_views" integer DEFAULT 0 NOT NULL,
	"desktop_views" integer DEFAULT 0 NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	"scan_bot_hits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Backfill from the per-page and per-tag rollups.
INSERT INTO "daily_stats" ("day", "views", "unique_visitors", "bot_hits", "mobile_views", "tablet_views", "desktop_views")
SELECT "day", sum("views"), sum("unique_visitors"), sum("bot_hits"), sum("mobile_views"), sum("tablet_views"), sum("desktop_views")
FROM "page_daily_stats" GROUP BY "day";--> statement-breakpoint
INSERT INTO "daily_stats" AS d ("day", "scans", "scan_bot_hits")
SELECT "day", sum("scans"), sum("bot_hits") FROM "tag_daily_stats" GROUP BY "day"
ON CONFLICT ("day") DO UPDATE SET "scans" = excluded."scans", "scan_bot_hits" = excluded."scan_bot_hits";--> statement-breakpoint
INSERT INTO "daily_countries" ("day", "country", "views")
SELECT "day", "country", sum("views") FROM "page_daily_countries" GROUP BY "day", "country";
