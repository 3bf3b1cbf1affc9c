CREATE TABLE "search_stem_counts" (
	"stem" text NOT NULL,
	"category_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "search_stem_counts_stem_category_id_pk" PRIMARY KEY("stem","category_id")
);
