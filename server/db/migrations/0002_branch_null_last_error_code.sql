ALTER TABLE "inquiries" ALTER COLUMN "branch_id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "branch_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error_code" text;--> statement-breakpoint
-- Hand-added (decision 0058): "no branch" is NULL, no longer ''.
UPDATE "inquiries" SET "branch_id" = NULL WHERE "branch_id" = '';
