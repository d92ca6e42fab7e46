CREATE TABLE "member_points" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_points_balance_nonnegative" CHECK ("member_points"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"change" integer NOT NULL,
	"reason" varchar(10) NOT NULL,
	"order_id" varchar(32),
	"note" varchar(500),
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_change_nonzero" CHECK ("points_ledger"."change" <> 0),
	CONSTRAINT "points_ledger_reason" CHECK ("points_ledger"."reason" IN ('earned', 'spent', 'returned', 'revoked', 'adjusted'))
);
--> statement-breakpoint
CREATE TABLE "points_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"point_value_satang" integer DEFAULT 1 NOT NULL,
	"max_share_basis_points" integer DEFAULT 5000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_settings_single_row" CHECK ("points_settings"."id" = 1),
	CONSTRAINT "points_settings_value_positive" CHECK ("points_settings"."point_value_satang" > 0),
	CONSTRAINT "points_settings_share_range" CHECK ("points_settings"."max_share_basis_points" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
ALTER TABLE "transaction_items" ADD COLUMN "member_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "points_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "points_discount_satang" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_order_id_transactions_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_ledger_user_at" ON "points_ledger" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "points_ledger_order" ON "points_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_earned_once" ON "points_ledger" USING btree ("order_id") WHERE "points_ledger"."reason" = 'earned';--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_points_nonnegative" CHECK ("transactions"."points_used" >= 0 AND "transactions"."points_discount_satang" >= 0);--> statement-breakpoint
-- Row-level security on, with no policy, as on every table of the shop (migration 0021).
ALTER TABLE "member_points" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "points_ledger" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "points_settings" ENABLE ROW LEVEL SECURITY;
