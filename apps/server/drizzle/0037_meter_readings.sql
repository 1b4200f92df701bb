ALTER TABLE "maintenance_records" ADD COLUMN "meter_reading" numeric(8, 1);--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_meter_reading_check" CHECK ("meter_reading" IS NULL OR "meter_reading" >= 0);--> statement-breakpoint
ALTER TABLE "service_plans" ADD COLUMN "interval_hours" integer;--> statement-breakpoint
CREATE INDEX "maintenance_records_tag_meter_idx" ON "maintenance_records" USING btree ("tag_id","performed_at" DESC NULLS LAST,"created_at" DESC NULLS LAST) WHERE "maintenance_records"."meter_reading" IS NOT NULL;
