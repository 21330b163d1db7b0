CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_chunks" (
	"application_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "cv_chunks_application_id_seq_pk" PRIMARY KEY("application_id","seq")
);
--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "cv" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "retried_at" timestamp with time zone;