CREATE TABLE "lead_files" (
	"id" text PRIMARY KEY NOT NULL,
	"holding_id" smallint NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"uploader_ip" text NOT NULL,
	"lead_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_files_size_check" CHECK ("lead_files"."size" between 1 and 10485760),
	CONSTRAINT "lead_files_mime_type_check" CHECK ("lead_files"."mime_type" in ('application/pdf', 'image/jpeg', 'image/png'))
);
--> statement-breakpoint
ALTER TABLE "lead_files" ADD CONSTRAINT "lead_files_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_files_lead_idx" ON "lead_files" USING btree ("lead_id");