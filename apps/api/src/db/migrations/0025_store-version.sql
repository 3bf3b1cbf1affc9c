CREATE TABLE "store_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "store_version_one_row_check" CHECK ("store_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "store_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "store_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "store_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "store_items_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_items" FOR EACH STATEMENT EXECUTE FUNCTION "store_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "store_stock_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_stock" FOR EACH STATEMENT EXECUTE FUNCTION "store_version_bump"();
