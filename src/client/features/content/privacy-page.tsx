import { Link } from 'react-router';
import { formatPhone } from '../../../shared/domain/phone.ts';
import { SHOP_PHONE } from '../../lib/shop-identity.ts';
import { InfoPage, InfoSection, infoLinkClass } from './info-page.tsx';

interface Kept {
  what: string;
  why: string;
}

// What the shop's database and the browser really hold (accounts, orders, analytics, newsletter).
const KEPT: readonly Kept[] = [
  {
    what: 'ชื่อ นามสกุล และเบอร์โทรศัพท์',
    why: 'ใช้เข้าสู่ระบบ ระบุตัวผู้สั่งซื้อ และติดต่อยืนยันคำสั่งซื้อหรือการจัดส่ง',
  },
  {
    what: 'ที่อยู่จัดส่ง',
    why: 'ใช้ส่งสินค้าถึงคุณ ที่อยู่ที่ใช้กับแต่ละคำสั่งซื้อเก็บไว้กับคำสั่งซื้อนั้น',
  },
  {
    what: 'รหัสผ่าน',
    why: 'เก็บเฉพาะค่าที่เข้ารหัสทางเดียวแล้ว ร้านและพนักงานไม่สามารถอ่านรหัสผ่านของคุณได้',
  },
  {
    what: 'คำสั่งซื้อ',
    why: 'สินค้า จำนวน ราคา โค้ดส่วนลด และสถานะ ใช้จัดเตรียมและจัดส่งสินค้า ตอบคำถามของคุณ และทำบัญชีของร้าน',
  },
  {
    what: 'การใช้งานเว็บไซต์',
    why: 'หน้าที่เปิด สินค้าที่ดู สินค้าที่เพิ่มลงตะกร้า การเข้าสู่ระบบ และประเภทอุปกรณ์ (เว็บไซต์หรือมือถือ) ใช้ดูว่าสินค้าใดเป็นที่สนใจเพื่อปรับปรุงร้าน หากเข้าสู่ระบบอยู่จะบันทึกชื่อของคุณไว้ด้วย',
  },
  {
    what: 'อีเมลสำหรับรับข่าวสาร',
    why: 'เฉพาะเมื่อคุณสมัครรับข่าวสาร ใช้ส่งข่าวและโปรโมชันของร้าน',
  },
];

/**
 * What the shop keeps about a customer and why, in plain Thai. It stands until the full privacy
 * notice is written; keep it true to what the database holds.
 */
export function Component() {
  return (
    <InfoPage title="นโยบายความเป็นส่วนตัว" subtitle="ข้อมูลที่ร้านเกษตรอยุธยาเก็บ และเหตุผลที่เก็บ">
      <InfoSection title="ข้อมูลที่ร้านเก็บ">
        <dl className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {KEPT.map((item) => (
            <div key={item.what} className="px-4 py-3 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
              <dt className="font-semibold text-stone-900">{item.what}</dt>
              <dd className="mt-1 text-stone-700 sm:mt-0">{item.why}</dd>
            </div>
          ))}
        </dl>
      </InfoSection>
      <InfoSection title="ข้อมูลในเครื่องของคุณ">
        <p>
          ตะกร้าสินค้าเก็บไว้ในเบราว์เซอร์ของคุณ (รหัส ชื่อ ราคา และจำนวนสินค้าเท่านั้น) เมื่อเข้าสู่ระบบ
          เว็บไซต์ใช้คุกกี้หนึ่งตัวเพื่อจำการเข้าสู่ระบบ ซึ่งหมดอายุภายใน 1 ชั่วโมง ร้านไม่ใช้คุกกี้โฆษณาหรือคุกกี้ติดตามของผู้อื่น
        </p>
      </InfoSection>
      <InfoSection title="ใครเห็นข้อมูลนี้">
        <p>
          เฉพาะเจ้าของร้านและพนักงานที่ดูแลคำสั่งซื้อ ร้านไม่ขายหรือให้ข้อมูลของคุณแก่ผู้อื่น นอกจากชื่อ เบอร์โทรศัพท์
          และที่อยู่ที่ต้องแจ้งผู้ให้บริการขนส่งเพื่อส่งสินค้า
        </p>
      </InfoSection>
      <InfoSection title="ขอดู แก้ไข หรือลบข้อมูล">
        <p>
          แก้ไขชื่อและที่อยู่ได้เองในข้อมูลส่วนตัว หากต้องการขอดูข้อมูลทั้งหมดหรือขอลบบัญชี โทร{' '}
          <a href={`tel:${SHOP_PHONE}`} className={infoLinkClass}>
            {formatPhone(SHOP_PHONE)}
          </a>{' '}
          หรือ
          <Link to="/#contact" className={infoLinkClass}>
            ติดต่อร้าน
          </Link>
        </p>
        <p className="text-sm text-stone-600">นโยบายความเป็นส่วนตัวฉบับเต็มจะประกาศในหน้านี้ในเร็ว ๆ นี้</p>
      </InfoSection>
    </InfoPage>
  );
}
