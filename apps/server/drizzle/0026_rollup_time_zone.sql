-- Issue 43: the daily rollups were keyed by UTC days while the screens, ranges and reports read Brasília's
-- (APP_TIME_ZONE). This says which zone the rows kept were counted in; the server moves them to APP_TIME_ZONE's days
-- at its next start (analytics/rollup-days.ts) and writes that zone here.
CREATE TABLE "rollup_time_zone" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "rollup_time_zone_single_row" CHECK ("rollup_time_zone"."id" = 1)
);--> statement-breakpoint
INSERT INTO "rollup_time_zone" ("time_zone") VALUES ('UTC');
