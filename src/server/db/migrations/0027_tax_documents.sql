CREATE TABLE "tax_document_counters" (
	"kind" varchar(3) NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "tax_document_counters_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "tax_document_counters_kind" CHECK ("tax_document_counters"."kind" IN ('INV', 'CN')),
	CONSTRAINT "tax_document_counters_positive" CHECK ("tax_document_counters"."last_number" > 0)
);
--> statement-breakpoint
CREATE TABLE "tax_document_pdfs" (
	"number" varchar(20) PRIMARY KEY NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"number" varchar(20) PRIMARY KEY NOT NULL,
	"kind" varchar(3) NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" varchar(32) NOT NULL,
	"corrects" varchar(20),
	"issued_at" timestamp with time zone NOT NULL,
	"buyer_name" varchar(200) NOT NULL,
	"buyer_tax_id" varchar(13) NOT NULL,
	"buyer_branch" varchar(5) NOT NULL,
	"buyer_address" varchar(500) NOT NULL,
	"shop" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"discount_satang" integer DEFAULT 0 NOT NULL,
	"shipping_fee_satang" integer DEFAULT 0 NOT NULL,
	"exempt_satang" integer NOT NULL,
	"taxable_satang" integer NOT NULL,
	"base_satang" integer NOT NULL,
	"vat_satang" integer NOT NULL,
	"total_satang" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_documents_kind" CHECK ("tax_documents"."kind" IN ('INV', 'CN')),
	CONSTRAINT "tax_documents_credit_note_corrects" CHECK (("tax_documents"."kind" = 'CN') = ("tax_documents"."corrects" IS NOT NULL)),
	CONSTRAINT "tax_documents_amounts" CHECK ("tax_documents"."exempt_satang" >= 0 AND "tax_documents"."base_satang" >= 0 AND "tax_documents"."vat_satang" >= 0 AND "tax_documents"."taxable_satang" = "tax_documents"."base_satang" + "tax_documents"."vat_satang" AND "tax_documents"."total_satang" = "tax_documents"."exempt_satang" + "tax_documents"."taxable_satang")
);
--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_transactions_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_kind_year_sequence" ON "tax_documents" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_invoice_per_order" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'INV';--> statement-breakpoint
CREATE INDEX "tax_documents_issued_at_idx" ON "tax_documents" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
-- A credit note corrects an invoice that exists.
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_corrects_fk" FOREIGN KEY ("corrects") REFERENCES "public"."tax_documents"("number");--> statement-breakpoint
-- A tax document once issued never changes and is never removed: a correction is a credit note
-- (decision 0052).
CREATE FUNCTION tax_documents_never_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'tax document % was issued and never changes', OLD.number
    USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER tax_documents_never_change BEFORE UPDATE OR DELETE ON "tax_documents"
  FOR EACH ROW EXECUTE FUNCTION tax_documents_never_change();--> statement-breakpoint
-- Row-level security on the new tables, as on every table (migration 0021).
ALTER TABLE "tax_document_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tax_document_pdfs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tax_documents" ENABLE ROW LEVEL SECURITY;
