CREATE TABLE IF NOT EXISTS "staff_dealers" (
	"staff_id" integer NOT NULL,
	"dealer_id" integer NOT NULL,
	CONSTRAINT "staff_dealers_staff_id_dealer_id_pk" PRIMARY KEY("staff_id","dealer_id"),
	CONSTRAINT "staff_dealers_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "staff_dealers_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_dealers_dealer_idx" ON "staff_dealers" USING btree ("dealer_id");
