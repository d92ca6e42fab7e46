CREATE TYPE "public"."consent_kind" AS ENUM('privacy_notice', 'marketing');--> statement-breakpoint
CREATE TABLE "password_reset_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "consent_kind" NOT NULL,
	"granted" boolean NOT NULL,
	"notice_version" integer,
	"source" varchar(20) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_notices" (
	"version" serial PRIMARY KEY NOT NULL,
	"html" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid
);
--> statement-breakpoint
CREATE TABLE "privacy_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"event_retention_days" integer DEFAULT 365 NOT NULL,
	"slip_retention_days" integer DEFAULT 90 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_settings_one_row" CHECK ("privacy_settings"."id" = 1),
	CONSTRAINT "privacy_settings_event_days" CHECK ("privacy_settings"."event_retention_days" BETWEEN 30 AND 3650),
	CONSTRAINT "privacy_settings_slip_days" CHECK ("privacy_settings"."slip_retention_days" BETWEEN 7 AND 3650)
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"actor_name" varchar(201) NOT NULL,
	"action" varchar(50) NOT NULL,
	"entity" varchar(30) NOT NULL,
	"entity_id" varchar(64) NOT NULL,
	"before" text,
	"after" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_redemptions" DROP CONSTRAINT "promotion_redemptions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "customer_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "notice_version" integer;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_notice_version_privacy_notices_version_fk" FOREIGN KEY ("notice_version") REFERENCES "public"."privacy_notices"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_kind" ON "consents" USING btree ("user_id","kind","at");--> statement-breakpoint
CREATE INDEX "staff_audit_at" ON "staff_audit" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_audit_actor_at" ON "staff_audit" USING btree ("actor_id","at");--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The first privacy notice (version 1), which the owner edits in settings; a new version asks
-- signed-in customers to read it again.
INSERT INTO "privacy_notices" ("html") VALUES ($notice$<h2>ประกาศความเป็นส่วนตัว</h2>
<p>ร้านเกษตรอยุธยาเก็บและใช้ข้อมูลส่วนบุคคลของลูกค้าตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562 ประกาศนี้บอกว่าร้านเก็บอะไร เพื่ออะไร เก็บนานเท่าใด ส่งให้ใคร และลูกค้ามีสิทธิอะไรบ้าง</p>
<h3>ข้อมูลที่ร้านเก็บ และเหตุผล</h3>
<ul>
<li><strong>ชื่อ เบอร์โทรศัพท์ และรหัสผ่าน (เก็บแบบเข้ารหัสทางเดียว)</strong> เพื่อเปิดบัญชีและเข้าสู่ระบบ — ฐานสัญญา</li>
<li><strong>ที่อยู่จัดส่งและสมุดที่อยู่</strong> เพื่อส่งสินค้า — ฐานสัญญา</li>
<li><strong>คำสั่งซื้อ การชำระเงิน สลิปโอนเงิน และใบเสร็จ</strong> เพื่อขาย ตรวจสอบการชำระเงิน และทำบัญชี — ฐานสัญญาและฐานหน้าที่ตามกฎหมาย (ภาษีอากร)</li>
<li><strong>LINE user ID</strong> เมื่อลูกค้าเชื่อมต่อ LINE เอง เพื่อแจ้งสถานะคำสั่งซื้อ — ฐานความยินยอม ยกเลิกได้ทุกเมื่อ</li>
<li><strong>การใช้งานเว็บไซต์ (หน้าที่เปิด สินค้าที่ดู การค้นหา)</strong> เพื่อปรับปรุงร้านและดูแลความปลอดภัย — ฐานประโยชน์โดยชอบด้วยกฎหมาย</li>
<li><strong>ข่าวสารและโปรโมชัน</strong> ทางอีเมลหรือ LINE ส่งเฉพาะเมื่อลูกค้ายินยอมแยกต่างหาก (อีเมลที่สมัครรับข่าวสาร) — ฐานความยินยอม ถอนได้ทุกเมื่อในหน้าบัญชี</li>
</ul>
<h3>ข้อมูลในเครื่องของลูกค้า</h3>
<p>ตะกร้าสินค้าเก็บไว้ในเบราว์เซอร์ของลูกค้า เมื่อเข้าสู่ระบบ เว็บไซต์ใช้คุกกี้หนึ่งตัวเพื่อจำการเข้าสู่ระบบ ร้านไม่ใช้คุกกี้โฆษณาหรือคุกกี้ติดตามของผู้อื่น</p>
<h3>ระยะเวลาที่เก็บ</h3>
<ul>
<li>ข้อมูลบัญชีและที่อยู่: ตลอดที่มีบัญชี จนกว่าลูกค้าจะลบบัญชี</li>
<li>คำสั่งซื้อ: เก็บไว้สำหรับบัญชีของร้าน เมื่อลบบัญชี ชื่อ เบอร์โทร และที่อยู่ในคำสั่งซื้อจะถูกลบ</li>
<li>ใบเสร็จรับเงิน: 5 ปี ตามกฎหมายภาษีอากร</li>
<li>รูปสลิปโอนเงิน: ลบหลังชำระเงินตามระยะที่ร้านตั้งไว้ (ค่าเริ่มต้น 90 วัน)</li>
<li>ข้อมูลการใช้งานเว็บไซต์: ลบตามระยะที่ร้านตั้งไว้ (ค่าเริ่มต้น 365 วัน) เหลือเพียงยอดรวมรายวันที่ไม่ระบุตัวบุคคล</li>
</ul>
<h3>ผู้ที่ได้รับข้อมูล</h3>
<ul>
<li>บริษัทขนส่ง (ไปรษณีย์ไทย Flash J&amp;T Kerry SPX) ได้รับชื่อ เบอร์โทร และที่อยู่ เพื่อส่งพัสดุ</li>
<li>LINE ได้รับข้อความแจ้งสถานะ เมื่อลูกค้าเชื่อมต่อ LINE</li>
<li>ผู้ให้บริการเซิร์ฟเวอร์ที่ร้านใช้เก็บข้อมูล</li>
</ul>
<p>ร้านไม่ขายข้อมูลของลูกค้าให้ผู้ใด</p>
<h3>สิทธิของลูกค้า</h3>
<ul>
<li>ขอดูและดาวน์โหลดข้อมูลของตนเอง: ปุ่ม “ดาวน์โหลดข้อมูลของฉัน” ในหน้าบัญชี</li>
<li>แก้ไขข้อมูลให้ถูกต้อง: หน้าโปรไฟล์และสมุดที่อยู่</li>
<li>ถอนความยินยอมรับข่าวสาร และยกเลิกการเชื่อมต่อ LINE: หน้าบัญชี</li>
<li>ลบบัญชี: ปุ่ม “ลบบัญชี” ในหน้าบัญชี</li>
<li>คัดค้านหรือร้องเรียน: ติดต่อร้าน หรือสำนักงานคณะกรรมการคุ้มครองข้อมูลส่วนบุคคล</li>
</ul>
<p>ร้านตอบคำขอภายใน 30 วัน</p>
<h3>ติดต่อร้าน</h3>
<p>ติดต่อร้านเกษตรอยุธยาได้ตามช่องทางในส่วน “ติดต่อเรา” ของหน้าแรก</p>$notice$);
