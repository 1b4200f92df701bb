-- Issue 45 item 2: webhook subscriptions per account and their deliveries. The deliveries are an outbox like the
-- notices' (0031): a worker in every instance claims due rows (FOR UPDATE SKIP LOCKED) under a lease with an attempt
-- id, POSTs the stored body signed, and marks it delivered, due again (the retry schedule) or failed.
-- The secret is sealed (AES-256-GCM under a key derived from JWT_SECRET), not hashed: it must sign.
CREATE TABLE "webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret_box" text NOT NULL,
	"all_tags" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_at" timestamp (3) with time zone,
	"disabled_reason" text,
	"last_success_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"webhook_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone DEFAULT clock_timestamp() NOT NULL,
	"attempt_id" uuid,
	"lease_until" timestamp (3) with time zone,
	"last_attempt_at" timestamp (3) with time zone,
	"status_code" integer,
	"duration_ms" integer,
	"response" text,
	"last_error" text,
	"created_at" timestamp (3) with time zone DEFAULT clock_timestamp() NOT NULL
);--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhooks_user_idx" ON "webhooks" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "webhooks_all_tags_idx" ON "webhooks" USING btree ("all_tags") WHERE "all_tags" AND "enabled";--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "status" IN ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "webhook_deliveries_log_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_status_created_idx" ON "webhook_deliveries" USING btree ("status","created_at");
