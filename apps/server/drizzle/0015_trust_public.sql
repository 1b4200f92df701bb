-- Issue 20, item 3: the owner chooses whether a LOST tag's pages keep showing the profile's contacts (off by default).
ALTER TABLE "tags" ADD COLUMN "lost_show_contacts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Issue 20, item 8: an entry of the tag's meta editor knows only its date and description; its type and outcome are
-- unknown (null), never a guess.
ALTER TABLE "maintenance_records" ALTER COLUMN "type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "maintenance_records" ALTER COLUMN "outcome" DROP NOT NULL;--> statement-breakpoint
-- The IMPORTED rows were written 'PREVENTIVA' / 'OK' by the import (0012 and the meta writes) with nothing typed:
-- clear those, but not a row someone has edited since (its updated_at moved).
UPDATE "maintenance_records" SET "type" = NULL, "outcome" = NULL
WHERE "source" = 'IMPORTED' AND "type" = 'PREVENTIVA' AND "outcome" = 'OK' AND "updated_at" = "created_at";
