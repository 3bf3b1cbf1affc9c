ALTER TABLE "service_bookings" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
UPDATE "service_bookings" AS b SET "phone" = l."phone", "client_key" = l."consent_ip" FROM "leads" AS l WHERE l."id" = b."lead_id";--> statement-breakpoint
ALTER TABLE "service_bookings" ALTER COLUMN "phone" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "service_bookings" ALTER COLUMN "client_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "service_bookings" ADD CONSTRAINT "service_bookings_cancelled_by_staff_accounts_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_bookings" DROP CONSTRAINT "service_bookings_slot_seat_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "service_bookings_slot_seat_uq" ON "service_bookings" USING btree ("dealer_id","day","starts_at","seat") WHERE "service_bookings"."cancelled_at" is null;
