-- Issue 42: the notices' outbox. A notice (an e-mail today) is a row written in the transaction of the change that
-- causes it; a worker in every instance claims due rows (FOR UPDATE SKIP LOCKED) under a lease with an attempt id,
-- sends them and marks them sent, or retries with backoff, or ends them failed with the server's reason.
-- No foreign key to users: the account deletion's confirmation outlives its account. clock_timestamp(), not the
-- transaction's now(): the notices of one transaction go out in the order they were queued.
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"to_user_id" uuid,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"attempt_id" uuid,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "notices_due_idx" ON "notices" USING btree ("next_attempt_at") WHERE "status" IN ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "notices_status_updated_idx" ON "notices" USING btree ("status", "updated_at");--> statement-breakpoint
CREATE INDEX "notices_to_user_idx" ON "notices" USING btree ("to_user_id");
