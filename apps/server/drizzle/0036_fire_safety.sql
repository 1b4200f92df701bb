-- Issue 44 items 2-4: an equipment's class and extinguisher data, the service levels and checklists of its records,
-- the pendências a 'Não conforme' opens, the checklist items and intervals per class, and the service company.
-- Records keep their checklist's item TEXT: an item an admin removes later still reads in old records.
CREATE TABLE "equipment_assets" (
	"tag_id" uuid PRIMARY KEY NOT NULL REFERENCES "tags"("id") ON DELETE CASCADE,
	"class" text NOT NULL,
	"extinguisher" jsonb,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "equipment_assets_class_idx" ON "equipment_assets" USING btree ("class");--> statement-breakpoint
CREATE TABLE "checklist_items" (
	"class" text NOT NULL,
	"position" integer NOT NULL,
	"item" text NOT NULL,
	CONSTRAINT "checklist_items_pkey" PRIMARY KEY ("class", "item")
);--> statement-breakpoint
CREATE INDEX "checklist_items_class_position_idx" ON "checklist_items" USING btree ("class", "position");--> statement-breakpoint
INSERT INTO "checklist_items" ("class", "position", "item") VALUES
	('EXTINTOR', 1, 'Lacre e trava'),
	('EXTINTOR', 2, 'Manômetro na faixa'),
	('EXTINTOR', 3, 'Sinalização'),
	('EXTINTOR', 4, 'Acesso desobstruído'),
	('EXTINTOR', 5, 'Altura de fixação'),
	('EXTINTOR', 6, 'Mangueira e difusor'),
	('EXTINTOR', 7, 'Corpo sem danos'),
	('EXTINTOR', 8, 'Quadro de instruções legível'),
	('EXTINTOR', 9, 'Selo e anel do mesmo fornecedor');--> statement-breakpoint
CREATE TABLE "class_level_intervals" (
	"class" text NOT NULL,
	"level" smallint NOT NULL,
	"interval_months" integer NOT NULL,
	CONSTRAINT "class_level_intervals_pkey" PRIMARY KEY ("class", "level")
);--> statement-breakpoint
INSERT INTO "class_level_intervals" ("class", "level", "interval_months") VALUES
	('EXTINTOR', 1, 12),
	('EXTINTOR', 2, 12),
	('EXTINTOR', 3, 60);--> statement-breakpoint
CREATE TABLE "fire_safety_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"company_name" text,
	"company_cnpj" text,
	"company_inmetro" text,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "record_levels" (
	"record_id" uuid PRIMARY KEY NOT NULL REFERENCES "maintenance_records"("id") ON DELETE CASCADE,
	"tag_id" uuid NOT NULL REFERENCES "tags"("id") ON DELETE CASCADE,
	"level" smallint NOT NULL,
	"company_name" text,
	"company_cnpj" text,
	"company_inmetro" text
);--> statement-breakpoint
CREATE INDEX "record_levels_tag_level_idx" ON "record_levels" USING btree ("tag_id", "level");--> statement-breakpoint
CREATE TABLE "checklist_photos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tag_id" uuid NOT NULL REFERENCES "tags"("id") ON DELETE CASCADE,
	"uploaded_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"record_id" uuid REFERENCES "maintenance_records"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "checklist_photos_tag_idx" ON "checklist_photos" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "checklist_photos_record_idx" ON "checklist_photos" USING btree ("record_id");--> statement-breakpoint
CREATE TABLE "record_checklist_answers" (
	"record_id" uuid NOT NULL REFERENCES "maintenance_records"("id") ON DELETE CASCADE,
	"position" integer NOT NULL,
	"item" text NOT NULL,
	"result" text NOT NULL,
	"photo_id" uuid REFERENCES "checklist_photos"("id") ON DELETE SET NULL,
	CONSTRAINT "record_checklist_answers_pkey" PRIMARY KEY ("record_id", "position")
);--> statement-breakpoint
CREATE TABLE "pendencias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tag_id" uuid NOT NULL REFERENCES "tags"("id") ON DELETE CASCADE,
	"item" text NOT NULL,
	"opened_record_id" uuid NOT NULL REFERENCES "maintenance_records"("id") ON DELETE CASCADE,
	"photo_id" uuid REFERENCES "checklist_photos"("id") ON DELETE SET NULL,
	"opened_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"closed_record_id" uuid REFERENCES "maintenance_records"("id") ON DELETE SET NULL,
	"closed_at" timestamp (3) with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "pendencias_open_item_key" ON "pendencias" USING btree ("tag_id", "item") WHERE "closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "pendencias_open_idx" ON "pendencias" USING btree ("opened_at" DESC, "id") WHERE "closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "pendencias_opened_record_idx" ON "pendencias" USING btree ("opened_record_id");--> statement-breakpoint
CREATE INDEX "pendencias_closed_record_idx" ON "pendencias" USING btree ("closed_record_id");
