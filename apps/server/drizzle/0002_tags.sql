CREATE TABLE "tag_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "tag_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tag_id" uuid NOT NULL,
	"action" text NOT NULL,
	"status" text,
	"previous_status" text,
	"notes" text,
	"from_user_id" uuid,
	"from_user_name" text,
	"to_user_id" uuid,
	"to_user_name" text,
	"actor_user_id" uuid,
	"actor_name" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text DEFAULT 'B2C' NOT NULL,
	"physical_type" text DEFAULT 'NFC' NOT NULL,
	"status" text DEFAULT 'INACTIVE' NOT NULL,
	"assigned_user_id" uuid,
	"assigned_at" timestamp (3) with time zone,
	"notes" text,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tag_events" ADD CONSTRAINT "tag_events_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tag_events_tag_seq_idx" ON "tag_events" USING btree ("tag_id","seq");--> statement-breakpoint
CREATE INDEX "tag_events_to_user_idx" ON "tag_events" USING btree ("to_user_id");--> statement-breakpoint
CREATE INDEX "tag_events_from_user_idx" ON "tag_events" USING btree ("from_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_code_key" ON "tags" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tags_status_created_at_idx" ON "tags" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "tags_type_created_at_idx" ON "tags" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "tags_assigned_user_created_at_idx" ON "tags" USING btree ("assigned_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tags_code_trgm_idx" ON "tags" USING gin ("code" gin_trgm_ops);