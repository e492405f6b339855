CREATE TYPE "public"."report_category" AS ENUM('spam', 'scam', 'prohibited', 'offensive', 'wrong_category', 'other');--> statement-breakpoint
ALTER TABLE "user_reports" ADD COLUMN "category" "report_category" DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_reports" ADD COLUMN "category" "report_category" DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "classified_reports" ADD COLUMN "category" "report_category" DEFAULT 'other' NOT NULL;