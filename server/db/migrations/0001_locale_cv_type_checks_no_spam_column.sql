ALTER TABLE "applications" DROP COLUMN "spam";--> statement-breakpoint
ALTER TABLE "inquiries" DROP COLUMN "spam";--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_locale_check" CHECK ("applications"."locale" in ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_cv_type_check" CHECK ("applications"."cv_type" in ('pdf', 'doc', 'docx'));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_locale_check" CHECK ("inquiries"."locale" in ('en', 'ar'));