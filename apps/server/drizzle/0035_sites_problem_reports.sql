-- Issue 44 items 1 and 6: a client's sites (each equipment tag in one, at a place inside it) and the chamados a
-- visitor opens from an equipment's /t/{code} ('Relatar um problema').
CREATE TABLE "sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"cnpj" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sites_name_idx" ON "sites" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "sites_user_name_idx" ON "sites" USING btree ("user_id","name","id");--> statement-breakpoint
CREATE INDEX "sites_name_trgm_idx" ON "sites" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "site_id" uuid;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "place" text;--> statement-breakpoint
-- A deleted site leaves its tags where they are, without a site (their place is kept).
ALTER TABLE "tags" ADD CONSTRAINT "tags_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tags_site_created_at_idx" ON "tags" USING btree ("site_id","created_at","id") WHERE "tags"."site_id" is not null;--> statement-breakpoint
CREATE INDEX "tags_b2b_site_next_service_idx" ON "tags" USING btree ("site_id","next_service","id") WHERE "tags"."type" = 'B2B' and "tags"."site_id" is not null;--> statement-breakpoint
CREATE TABLE "problem_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tag_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"photo_key" text,
	"reporter_name" text,
	"reporter_phone" text,
	"status" text DEFAULT 'ABERTO' NOT NULL,
	"technician_id" uuid,
	"technician_name" text,
	"record_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"taken_at" timestamp (3) with time zone,
	"resolved_at" timestamp (3) with time zone,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_record_id_maintenance_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."maintenance_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "problem_reports_created_idx" ON "problem_reports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "problem_reports_status_created_idx" ON "problem_reports" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "problem_reports_tag_status_idx" ON "problem_reports" USING btree ("tag_id","status");--> statement-breakpoint
CREATE INDEX "problem_reports_technician_idx" ON "problem_reports" USING btree ("technician_id") WHERE "problem_reports"."technician_id" is not null;
