-- Issue 27: every counted view updates its page's row (views, unique visitors, last access) and its day's rollup rows.
-- A row packed full has no room for its new version on the same heap page, so each update wrote a new tuple into every
-- index of the table (six on pages, one a trigram GIN) and left them to bloat. With 30% of each page kept free the
-- update is a HOT update: the new version stays beside the old one and no index is touched. Measured: a batch of 400
-- views 26-42 ms with pages packed full, 17-25 ms with room. Rows written from now on keep the room; VACUUM FULL or a
-- dump and restore repacks the rows already there.
ALTER TABLE "pages" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "page_daily_stats" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "page_daily_countries" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "tag_daily_stats" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "daily_stats" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "daily_countries" SET (fillfactor = 70);
