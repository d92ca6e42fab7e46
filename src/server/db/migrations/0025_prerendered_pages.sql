CREATE TABLE "prerendered_pages" (
	"path" text NOT NULL,
	"version" text NOT NULL,
	"gzipped" "bytea",
	"link" text,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prerendered_pages_path_version_pk" PRIMARY KEY("path","version")
);
--> statement-breakpoint
-- A gzipped page does not compress again: PostgreSQL keeps it out of line without trying.
ALTER TABLE "prerendered_pages" ALTER COLUMN "gzipped" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Row-level security on the new table, as on every table (migration 0021).
ALTER TABLE "prerendered_pages" ENABLE ROW LEVEL SECURITY;
