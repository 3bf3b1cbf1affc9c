CREATE TABLE "redirects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redirects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"holding_id" smallint,
	"url_from" text NOT NULL,
	"url_to" text NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_url_from_holding_id_unique" UNIQUE NULLS NOT DISTINCT("url_from","holding_id"),
	CONSTRAINT "redirects_status_check" CHECK ("redirects"."status" in (301, 302)),
	CONSTRAINT "redirects_holding_id_check" CHECK ("redirects"."holding_id" in (1, 2))
);
