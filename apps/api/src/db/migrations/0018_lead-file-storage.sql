ALTER TABLE "lead_files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
CREATE INDEX "lead_files_free_uploader_idx" ON "lead_files" USING btree ("uploader_ip") WHERE "lead_files"."lead_id" is null;--> statement-breakpoint
CREATE INDEX "lead_files_free_created_idx" ON "lead_files" USING btree ("created_at") WHERE "lead_files"."lead_id" is null;--> statement-breakpoint
ALTER TABLE "lead_files" ADD CONSTRAINT "lead_files_stored_check" CHECK ("lead_files"."storage_key" is not null or "lead_files"."data" is not null);
