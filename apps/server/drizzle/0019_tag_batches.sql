ALTER TABLE "tags" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
CREATE INDEX "tags_batch_code_idx" ON "tags" USING btree ("batch_id","code") WHERE "tags"."batch_id" is not null;