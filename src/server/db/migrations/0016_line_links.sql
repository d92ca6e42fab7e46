CREATE TABLE "line_link_codes" (
	"code" varchar(6) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_links" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"line_user_id" varchar(33) NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_links_lineUserId_unique" UNIQUE("line_user_id")
);
--> statement-breakpoint
ALTER TABLE "line_link_codes" ADD CONSTRAINT "line_link_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_links" ADD CONSTRAINT "line_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "line_link_codes_user" ON "line_link_codes" USING btree ("user_id");