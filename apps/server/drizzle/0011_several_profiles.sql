DROP INDEX "profiles_user_id_key";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "is_primary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pet_info" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "equipment_info" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Until now an account had exactly one profile (profiles_user_id_key): it becomes the account's primary one, and
-- every assigned tag opens it, so every /p and /t URL answers as before.
UPDATE "profiles" SET "is_primary" = true;--> statement-breakpoint
UPDATE "tags" SET "profile_id" = "profiles"."id" FROM "profiles" WHERE "profiles"."user_id" = "tags"."assigned_user_id";--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_primary_user_id_key" ON "profiles" USING btree ("user_id") WHERE "profiles"."is_primary";--> statement-breakpoint
CREATE INDEX "profiles_user_id_created_at_idx" ON "profiles" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "profiles_primary_created_at_idx" ON "profiles" USING btree ("created_at","id") WHERE "profiles"."is_primary";--> statement-breakpoint
CREATE INDEX "tags_profile_id_idx" ON "tags" USING btree ("profile_id");