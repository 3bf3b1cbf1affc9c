CREATE TABLE "feed_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "photo_sources" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
-- Cars imported before: their photos were the feed's addresses, which the page cannot show. They
-- become the sources; the next import of the dealer's feed copies them (decision 0073).
UPDATE "vehicles" SET "photo_sources" = "photos", "photos" = '[]'::jsonb
WHERE "photos"->>0 LIKE 'http%';
