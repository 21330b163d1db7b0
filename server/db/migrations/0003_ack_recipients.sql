CREATE TABLE "ack_recipients" (
	"recipient_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ack_recipients_expires_at_idx" ON "ack_recipients" USING btree ("expires_at");