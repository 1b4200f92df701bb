-- Issue 42: the service log and tags.next_service are the one truth of a tag's maintenance; the stored meta no longer
-- holds copies (the API answers them through the view in src/db/tag-meta-view.ts). Entries of a meta list the log
-- does not hold yet join it first, as the meta-import has done on every write since issue 20; a next service the
-- column does not hold yet (a real calendar date, checked without a cast that could fail) is kept in the column.
WITH "entries" AS (
  SELECT t."id" AS "tag_id",
    CASE WHEN (e->>'date') ~ '^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
      AND substr((e->>'date'), 9, 2)::int <= extract(day FROM make_date(substr((e->>'date'), 1, 4)::int, substr((e->>'date'), 6, 2)::int, 1) + interval '1 month - 1 day')
    THEN ((e->>'date'))::date END AS "performed_at",
    coalesce(nullif(btrim(e->>'description'), ''), 'Manutenção') AS "description"
  FROM "tags" t, jsonb_array_elements(
    CASE WHEN jsonb_typeof(t."meta"->'maintenance') = 'array' THEN t."meta"->'maintenance' ELSE '[]'::jsonb END) e
  WHERE jsonb_typeof(e) = 'object'
)
INSERT INTO "maintenance_records" ("tag_id", "performed_at", "description", "source")
SELECT e."tag_id", e."performed_at", e."description", 'IMPORTED' FROM "entries" e
WHERE e."performed_at" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "maintenance_records" r
                  WHERE r."tag_id" = e."tag_id" AND r."performed_at" = e."performed_at" AND r."description" = e."description")
ON CONFLICT ("tag_id", "performed_at", "description") WHERE "source" = 'IMPORTED' DO NOTHING;
--> statement-breakpoint
UPDATE "tags" SET "next_service" = CASE WHEN ("meta"->>'nextService') ~ '^[1-9][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
      AND substr(("meta"->>'nextService'), 9, 2)::int <= extract(day FROM make_date(substr(("meta"->>'nextService'), 1, 4)::int, substr(("meta"->>'nextService'), 6, 2)::int, 1) + interval '1 month - 1 day')
    THEN (("meta"->>'nextService'))::date END
WHERE "next_service" IS NULL AND "meta" ? 'nextService';
--> statement-breakpoint
UPDATE "tags" SET "meta" = "meta" - 'maintenance' - 'nextService' WHERE "meta" ? 'maintenance' OR "meta" ? 'nextService';
