CREATE TABLE "maintenance_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tag_id" uuid NOT NULL,
	"performed_at" date NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"outcome" text NOT NULL,
	"technician_id" uuid,
	"technician_name" text,
	"duration_minutes" integer,
	"cost_cents" integer,
	"internal_notes" text,
	"source" text DEFAULT 'RECORD' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"record_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_runs" (
	"job" text NOT NULL,
	"day" date NOT NULL,
	"ran_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_runs_job_day_pk" PRIMARY KEY("job","day")
);
--> statement-breakpoint
CREATE TABLE "service_plans" (
	"tag_id" uuid PRIMARY KEY NOT NULL,
	"interval_days" integer,
	"interval_months" integer,
	"technician_id" uuid,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_messages" ADD COLUMN "to_user_id" uuid;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "next_service" date;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_attachments" ADD CONSTRAINT "record_attachments_record_id_maintenance_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."maintenance_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_plans" ADD CONSTRAINT "service_plans_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_plans" ADD CONSTRAINT "service_plans_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_records_tag_performed_idx" ON "maintenance_records" USING btree ("tag_id","performed_at" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "maintenance_records_performed_idx" ON "maintenance_records" USING btree ("performed_at","id");--> statement-breakpoint
CREATE INDEX "maintenance_records_technician_performed_idx" ON "maintenance_records" USING btree ("technician_id","performed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "maintenance_records_imported_key" ON "maintenance_records" USING btree ("tag_id","performed_at","description") WHERE "maintenance_records"."source" = 'IMPORTED';--> statement-breakpoint
CREATE INDEX "record_attachments_record_idx" ON "record_attachments" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "service_plans_technician_idx" ON "service_plans" USING btree ("technician_id");--> statement-breakpoint
ALTER TABLE "admin_messages" ADD CONSTRAINT "admin_messages_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_messages_user_created_idx" ON "admin_messages" USING btree ("to_user_id","created_at");--> statement-breakpoint
CREATE INDEX "tags_b2b_next_service_idx" ON "tags" USING btree ("next_service","id") WHERE "tags"."type" = 'B2B';--> statement-breakpoint
-- The technician's lists filter by next service in SQL: meta.nextService as a date. A value that is no real day
-- (older data) is left out rather than stopping the migration.
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT "id", substr("meta"->>'nextService', 1, 10) AS d FROM "tags"
           WHERE "meta"->>'nextService' ~ '^\d{4}-\d{2}-\d{2}' LOOP
    BEGIN
      UPDATE "tags" SET "next_service" = r.d::date WHERE "id" = r."id";
    EXCEPTION WHEN others THEN NULL;
    END;
  END LOOP;
END $$;--> statement-breakpoint
-- Every maintenance entry the tags' meta already holds becomes an IMPORTED record of the log (type PREVENTIVA,
-- outcome OK: the meta knew only the date and the description).
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT t."id" AS tag_id, substr(e->>'date', 1, 10) AS d, coalesce(nullif(trim(e->>'description'), ''), 'Manutenção') AS description
           FROM "tags" t, jsonb_array_elements(CASE WHEN jsonb_typeof(t."meta"->'maintenance') = 'array' THEN t."meta"->'maintenance' ELSE '[]'::jsonb END) e
           WHERE jsonb_typeof(e) = 'object' AND e->>'date' ~ '^\d{4}-\d{2}-\d{2}' LOOP
    BEGIN
      INSERT INTO "maintenance_records" ("tag_id", "performed_at", "type", "description", "outcome", "source")
      VALUES (r.tag_id, r.d::date, 'PREVENTIVA', r.description, 'OK', 'IMPORTED')
      ON CONFLICT ("tag_id", "performed_at", "description") WHERE "source" = 'IMPORTED' DO NOTHING;
    EXCEPTION WHEN others THEN NULL;
    END;
  END LOOP;
END $$;
