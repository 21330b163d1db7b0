CREATE TABLE "ack_recipients" (
	"recipient_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"job_title" text NOT NULL,
	"position" text NOT NULL,
	"locale" text NOT NULL,
	"cv_sha256" text NOT NULL,
	"cv_size" integer NOT NULL,
	"cv_type" text NOT NULL,
	"cv_file_name" text NOT NULL,
	"cv_state" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"spam_reason" text,
	CONSTRAINT "applications_locale_check" CHECK ("applications"."locale" in ('en', 'ar')),
	CONSTRAINT "applications_cv_type_check" CHECK ("applications"."cv_type" in ('pdf', 'doc', 'docx'))
);
--> statement-breakpoint
CREATE TABLE "cv_chunks" (
	"application_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "cv_chunks_application_id_seq_pk" PRIMARY KEY("application_id","seq")
);
--> statement-breakpoint
CREATE TABLE "form_token_uses" (
	"token_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"country" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"page" text NOT NULL,
	"branch_id" text,
	"status" text DEFAULT 'received' NOT NULL,
	"spam_reason" text,
	CONSTRAINT "inquiries_locale_check" CHECK ("inquiries"."locale" in ('en', 'ar'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"lead_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"message_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"last_error_code" text,
	"retried_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ack_recipients_expires_at_idx" ON "ack_recipients" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "form_token_uses_expires_at_idx" ON "form_token_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "inquiries_created_at_idx" ON "inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE status in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "outbox_lead_idx" ON "outbox" USING btree ("kind","lead_id");--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");