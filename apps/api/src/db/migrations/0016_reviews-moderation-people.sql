ALTER TABLE "reviews" ADD COLUMN "author_phone" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderated_by_staff_accounts_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_pending_idx" ON "reviews" USING btree ("holding_id","created_at") WHERE "reviews"."moderated_at" is null and "reviews"."is_published" = false;
--> statement-breakpoint
ALTER TABLE "vcards" ADD COLUMN "profile_slug" text;--> statement-breakpoint
ALTER TABLE "vcards" ADD CONSTRAINT "vcards_holding_id_profile_slug_unique" UNIQUE("holding_id","profile_slug");
