CREATE TYPE "public"."discount_type" AS ENUM('fixed', 'percentage');--> statement-breakpoint
CREATE TYPE "public"."event_channel" AS ENUM('website', 'mobile', 'phone', 'email');--> statement-breakpoint
CREATE TYPE "public"."event_type" AS ENUM('transaction', 'product_view', 'cart_add', 'user_login', 'page_view');--> statement-breakpoint
CREATE TYPE "public"."news_category" AS ENUM('Policy', 'Research', 'Weather', 'Market');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'confirmed', 'shipped', 'delivered', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."product_category" AS ENUM('herbicides', 'insecticides', 'fungicides', 'hormones', 'others', 'equipments');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('customer', 'sale', 'admin', 'root');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."workflow_stage" AS ENUM('orders', 'received', 'payments', 'delivery', 'courier');--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" varchar(10) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"address" varchar(500) DEFAULT '' NOT NULL,
	"role" "user_role" DEFAULT 'customer' NOT NULL,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"failed_login_attempts" integer DEFAULT 0 NOT NULL,
	"last_failed_login" timestamp with time zone,
	"last_profile_edit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_failed_login_attempts_nonnegative" CHECK ("users"."failed_login_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_type" "event_type" NOT NULL,
	"user_id" uuid,
	"user_name" varchar(201),
	"channel" "event_channel" DEFAULT 'website' NOT NULL,
	"amount_satang" integer,
	"product_id" integer,
	"product_name" varchar(200),
	"page_url" varchar(2000),
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"category" "product_category" NOT NULL,
	"price_satang" integer NOT NULL,
	"original_price_satang" integer,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"image_url" text NOT NULL,
	"is_on_sale" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"how2use" text DEFAULT '' NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"stock_count" integer DEFAULT 0 NOT NULL,
	"member_points" integer DEFAULT 0 NOT NULL,
	"is_eligible_for_promotion" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_positive" CHECK ("products"."price_satang" > 0),
	CONSTRAINT "products_original_price_positive" CHECK ("products"."original_price_satang" IS NULL OR "products"."original_price_satang" > 0),
	CONSTRAINT "products_stock_nonnegative" CHECK ("products"."stock_count" >= 0),
	CONSTRAINT "products_rating_range" CHECK ("products"."rating" >= 0 AND "products"."rating" <= 5),
	CONSTRAINT "products_review_count_nonnegative" CHECK ("products"."review_count" >= 0),
	CONSTRAINT "products_member_points_nonnegative" CHECK ("products"."member_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"excerpt" varchar(1000) NOT NULL,
	"content" text NOT NULL,
	"image_url" text NOT NULL,
	"author" varchar(100) NOT NULL,
	"published_date" timestamp with time zone NOT NULL,
	"read_time" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(1000) NOT NULL,
	"content" text NOT NULL,
	"category" "news_category" NOT NULL,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"published_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"image_url" text,
	"tag" varchar(30) NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "transaction_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" varchar(32) NOT NULL,
	"actor_id" uuid,
	"actor_name" varchar(201) NOT NULL,
	"action" varchar(50) NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" varchar(32) NOT NULL,
	"product_id" integer,
	"product_name" varchar(200) NOT NULL,
	"quantity" integer NOT NULL,
	"price_per_unit_satang" integer NOT NULL,
	"total_price_satang" integer NOT NULL,
	"is_eligible_for_promotion" boolean DEFAULT true NOT NULL,
	"is_cancelled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "transaction_items_quantity_range" CHECK ("transaction_items"."quantity" BETWEEN 1 AND 999),
	CONSTRAINT "transaction_items_price_nonnegative" CHECK ("transaction_items"."price_per_unit_satang" >= 0),
	CONSTRAINT "transaction_items_total_nonnegative" CHECK ("transaction_items"."total_price_satang" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"username" varchar(100) NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"phone" varchar(10) NOT NULL,
	"address" varchar(500) NOT NULL,
	"total_amount_satang" integer NOT NULL,
	"discount_code" varchar(50),
	"discount_value_satang" integer DEFAULT 0 NOT NULL,
	"net_amount_satang" integer NOT NULL,
	"status" "order_status" DEFAULT 'pending' NOT NULL,
	"workflow_status" "workflow_stage" DEFAULT 'orders' NOT NULL,
	"order_rejected" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"order_received_at" timestamp with time zone,
	"payment_confirmed_at" timestamp with time zone,
	"delivery_started_at" timestamp with time zone,
	"courier_assigned_at" timestamp with time zone,
	"channel" "event_channel" DEFAULT 'website' NOT NULL,
	"idempotency_key" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_idempotency_per_user" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "transactions_total_nonnegative" CHECK ("transactions"."total_amount_satang" >= 0),
	CONSTRAINT "transactions_discount_nonnegative" CHECK ("transactions"."discount_value_satang" >= 0),
	CONSTRAINT "transactions_net_nonnegative" CHECK ("transactions"."net_amount_satang" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"transaction_id" varchar(32),
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_redemptions_one_per_user" UNIQUE("promotion_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"message" varchar(2000) NOT NULL,
	"image_url" text,
	"discount_code" varchar(50) NOT NULL,
	"discount_type" "discount_type" DEFAULT 'fixed' NOT NULL,
	"discount_value_hundredths" integer NOT NULL,
	"max_uses" integer DEFAULT 100 NOT NULL,
	"current_uses" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_discountCode_unique" UNIQUE("discount_code"),
	CONSTRAINT "promotions_code_format" CHECK ("promotions"."discount_code" ~ '^[A-Z0-9]+$'),
	CONSTRAINT "promotions_value_nonnegative" CHECK ("promotions"."discount_value_hundredths" >= 0),
	CONSTRAINT "promotions_percentage_at_most_100" CHECK ("promotions"."discount_type" <> 'percentage' OR "promotions"."discount_value_hundredths" <= 10000),
	CONSTRAINT "promotions_max_uses_positive" CHECK ("promotions"."max_uses" >= 1),
	CONSTRAINT "promotions_uses_within_max" CHECK ("promotions"."current_uses" >= 0 AND "promotions"."current_uses" <= "promotions"."max_uses"),
	CONSTRAINT "promotions_end_after_start" CHECK ("promotions"."start_date" IS NULL OR "promotions"."end_date" IS NULL OR "promotions"."end_date" > "promotions"."start_date")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" varchar(200) NOT NULL,
	"address" varchar(500) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"hours" jsonb NOT NULL,
	"line_qr_image_url" text NOT NULL,
	"line_id" varchar(100) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row" CHECK ("shop_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_history" ADD CONSTRAINT "transaction_history_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_history" ADD CONSTRAINT "transaction_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_items" ADD CONSTRAINT "transaction_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_at_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_type_occurred_at_idx" ON "analytics_events" USING btree ("event_type","occurred_at");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_satang");--> statement-breakpoint
CREATE INDEX "articles_published_date_idx" ON "articles" USING btree ("published_date");--> statement-breakpoint
CREATE INDEX "news_published_date_idx" ON "news" USING btree ("published_date");--> statement-breakpoint
CREATE INDEX "reviews_date_idx" ON "reviews" USING btree ("date");--> statement-breakpoint
CREATE INDEX "transaction_history_transaction_id_idx" ON "transaction_history" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "transaction_items_transaction_id_idx" ON "transaction_items" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transactions_created_at_idx" ON "transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "transactions_user_id_idx" ON "transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_status_idx" ON "transactions" USING btree ("status");--> statement-breakpoint
CREATE INDEX "promotions_created_at_idx" ON "promotions" USING btree ("created_at");