-- Issue 40 item 1: an e-mail change is confirmed only while the session that asked for it is alive. The links asked
-- before this column (no session kept) stop working: whoever wants the change asks again.
ALTER TABLE "email_change_tokens" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "email_change_tokens" ADD CONSTRAINT "email_change_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
