CREATE TABLE "profile_unlocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"result" text NOT NULL,
	"country" text NOT NULL,
	"device" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "visibility" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pin_locked_until" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pin_notice_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "profile_unlocks" ADD CONSTRAINT "profile_unlocks_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_unlocks_profile_created_idx" ON "profile_unlocks" USING btree ("profile_id","created_at");