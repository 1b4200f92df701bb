CREATE TABLE "installation_keys" (
	"purpose" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "activation_code_sealed" text;--> statement-breakpoint
CREATE INDEX "claim_failures_subject_created_at_idx" ON "claim_failures" USING btree ("subject","created_at");