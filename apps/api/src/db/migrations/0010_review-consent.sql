ALTER TABLE "reviews" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "consent_ip" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "user_agent" text;