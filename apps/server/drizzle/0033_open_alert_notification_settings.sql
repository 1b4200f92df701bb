CREATE TABLE "open_alert_settings" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"last_alert_at" timestamp (3) with time zone,
	"pending_opens" integer DEFAULT 0 NOT NULL,
	"pending_pin_opens" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_alert_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp (3) with time zone,
	"confirmed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_alert_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"opened_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"door" text NOT NULL,
	"door_key" text NOT NULL,
	"pin_used" boolean DEFAULT false NOT NULL,
	"alerted" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "open_alert_settings" ADD CONSTRAINT "open_alert_settings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_alert_recipients" ADD CONSTRAINT "open_alert_recipients_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_alert_events" ADD CONSTRAINT "open_alert_events_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "open_alert_recipients_profile_email_idx" ON "open_alert_recipients" USING btree ("profile_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "open_alert_recipients_token_idx" ON "open_alert_recipients" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "open_alert_events_profile_opened_idx" ON "open_alert_events" USING btree ("profile_id","opened_at");
