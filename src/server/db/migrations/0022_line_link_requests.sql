CREATE TABLE "line_link_requests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"line_user_id" varchar(33) NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_wrong_codes" (
	"line_user_id" varchar(33) PRIMARY KEY NOT NULL,
	"wrong_codes" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "line_link_codes" ALTER COLUMN "code" SET DATA TYPE varchar(8);--> statement-breakpoint
ALTER TABLE "line_link_requests" ADD CONSTRAINT "line_link_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Row-level security on the new tables, as on every table (migration 0021).
ALTER TABLE "line_link_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "line_wrong_codes" ENABLE ROW LEVEL SECURITY;
