CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text DEFAULT 'PERSON' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"date_of_birth" date,
	"notes" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"emergency_contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"medical_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"has_medical_info" boolean DEFAULT false NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_name_public" boolean DEFAULT true NOT NULL,
	"is_contacts_public" boolean DEFAULT true NOT NULL,
	"is_medical_info_public" boolean DEFAULT true NOT NULL,
	"is_photos_public" boolean DEFAULT true NOT NULL,
	"is_notes_public" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_daily_visitors" (
	"page_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "page_daily_visitors_page_id_day_visitor_hash_pk" PRIMARY KEY("page_id","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "page_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"page_id" uuid NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"page_id" uuid NOT NULL,
	"visitor_hash" text NOT NULL,
	"country" text NOT NULL,
	"device" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"theme" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"unique_visitors" bigint DEFAULT 0 NOT NULL,
	"last_accessed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_scans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tag_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tag_id" uuid NOT NULL,
	"visitor_hash" text NOT NULL,
	"country" text NOT NULL,
	"device" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_daily_visitors" ADD CONSTRAINT "page_daily_visitors_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_slugs" ADD CONSTRAINT "page_slugs_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_scans" ADD CONSTRAINT "tag_scans_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_user_id_key" ON "profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profiles_created_at_idx" ON "profiles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "profiles_search_trgm_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "page_daily_visitors_day_idx" ON "page_daily_visitors" USING btree ("day");--> statement-breakpoint
CREATE INDEX "page_slugs_page_id_idx" ON "page_slugs" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "page_views_page_created_idx" ON "page_views" USING btree ("page_id","created_at");--> statement-breakpoint
CREATE INDEX "page_views_created_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_slug_key" ON "pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_profile_id_key" ON "pages" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pages_active_created_at_idx" ON "pages" USING btree ("is_active","created_at","id");--> statement-breakpoint
CREATE INDEX "pages_search_trgm_idx" ON "pages" USING gin (lower("title" || ' ' || "slug") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tag_scans_tag_created_idx" ON "tag_scans" USING btree ("tag_id","created_at");--> statement-breakpoint
CREATE INDEX "tag_scans_created_idx" ON "tag_scans" USING btree ("created_at");