-- Issue 27: the view and scan counters are written in batches that keep only pages and tags that exist, each row
-- locked (FOR KEY SHARE) once by the batch itself, so a deletion waits for it. The foreign keys checked every row
-- again, in each of six tables: a third of a batch's cost on every scan. Their ON DELETE CASCADE stays, as triggers.
ALTER TABLE "page_views" DROP CONSTRAINT "page_views_page_id_pages_id_fk";--> statement-breakpoint
ALTER TABLE "page_daily_visitors" DROP CONSTRAINT "page_daily_visitors_page_id_pages_id_fk";--> statement-breakpoint
ALTER TABLE "page_daily_stats" DROP CONSTRAINT "page_daily_stats_page_id_pages_id_fk";--> statement-breakpoint
ALTER TABLE "page_daily_countries" DROP CONSTRAINT "page_daily_countries_page_id_pages_id_fk";--> statement-breakpoint
ALTER TABLE "tag_scans" DROP CONSTRAINT "tag_scans_tag_id_tags_id_fk";--> statement-breakpoint
ALTER TABLE "tag_daily_stats" DROP CONSTRAINT "tag_daily_stats_tag_id_tags_id_fk";--> statement-breakpoint
CREATE FUNCTION "forget_page_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "page_views" WHERE "page_id" = OLD."id";
  DELETE FROM "page_daily_visitors" WHERE "page_id" = OLD."id";
  DELETE FROM "page_daily_stats" WHERE "page_id" = OLD."id";
  DELETE FROM "page_daily_countries" WHERE "page_id" = OLD."id";
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "pages_forget_counts" AFTER DELETE ON "pages" FOR EACH ROW EXECUTE FUNCTION "forget_page_counts"();--> statement-breakpoint
CREATE FUNCTION "forget_tag_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "tag_scans" WHERE "tag_id" = OLD."id";
  DELETE FROM "tag_daily_stats" WHERE "tag_id" = OLD."id";
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "tags_forget_counts" AFTER DELETE ON "tags" FOR EACH ROW EXECUTE FUNCTION "forget_tag_counts"();
