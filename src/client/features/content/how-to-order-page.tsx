import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatPhone } from '../../../shared/domain/phone.ts';
import { paths } from '../../../shared/routes.ts';
import { SHOP_PHONE } from '../../lib/shop-identity.ts';
import { InfoPage, InfoSection, infoLinkClass } from './info-page.tsx';

interface Step {
  title: string;
  body: ReactNode;
}

// Each step names the buttons as the shop shows them, so a customer can follow along.
const STEPS: readonly Step[] = [
  {
    title: 'เลือกสินค้า',
    body: (
      <>
        ค้นหาสินค้าหรือเลือกหมวดหมู่ที่หน้า{' '}
        <Link to={paths.products} className={infoLinkClass}>
          สินค้าทั้งหมด
        </Link>{' '}
        อ่านรายละเอียดและวิธีใช้ แล้วกด “เพิ่มลงตะกร้า” เลือกได้หลายรายการ ระบบจะจำสินค้าในตะกร้าไว้ในเครื่องของคุณ
      </>
    ),
  },
  {
    title: 'ตรวจตะกร้าสินค้า',
    body: (
      <>
        กดปุ่มตะกร้าสินค้าที่มุมขวาล่าง ปรับจำนวนหรือลบรายการได้ ร้านคำนวณราคาและตรวจจำนวนสินค้าในคลังให้ทุกครั้ง
        หากมีโค้ดส่วนลด ใส่โค้ดในตะกร้าได้หลังเข้าสู่ระบบ
      </>
    ),
  },
  {
    title: 'เข้าสู่ระบบหรือสมัครสมาชิก',
    body: (
      <>
        การสั่งซื้อต้องเข้าสู่ระบบด้วยเบอร์โทรศัพท์และรหัสผ่าน ลูกค้าใหม่สมัครสมาชิกได้ในไม่กี่ขั้นตอน โดยกรอกชื่อ นามสกุล
        เบอร์โทรศัพท์ และที่อยู่สำหรับจัดส่ง
      </>
    ),
  },
  {
    title: 'ยืนยันการสั่งซื้อ',
    body: (
      <>
        กด “สั่งซื้อสินค้า” ตรวจจำนวน ยอดสุทธิ และที่อยู่จัดส่ง แก้ไขที่อยู่สำหรับคำสั่งซื้อนี้ได้ในขั้นตอนนี้
        (ที่อยู่ในข้อมูลส่วนตัวไม่เปลี่ยน) แล้วกด “ยืนยันการสั่งซื้อ”
      </>
    ),
  },
  {
    title: 'เก็บใบสรุปคำสั่งซื้อ',
    body: (
      <>
        เมื่อสั่งซื้อสำเร็จ ระบบแสดงเลขที่คำสั่งซื้อ (ขึ้นต้นด้วย TXN) และบันทึกใบสรุปคำสั่งซื้อเป็นรูปภาพลงเครื่องให้อัตโนมัติ
        ดาวน์โหลดอีกครั้งได้ที่หน้าคำสั่งซื้อของฉัน
      </>
    ),
  },
  {
    title: 'ร้านยืนยันและจัดส่ง',
    body: (
      <>
        ร้านตรวจสอบคำสั่งซื้อ ติดต่อคุณทางเบอร์โทรศัพท์ที่ให้ไว้เพื่อยืนยันและแจ้งการชำระเงิน แล้วจัดส่งสินค้า
        ติดตามแต่ละขั้นตอนได้ที่{' '}
        <Link to={paths.orders} className={infoLinkClass}>
          คำสั่งซื้อของฉัน
        </Link>{' '}
        (สั่งซื้อแล้ว → ร้านรับคำสั่งซื้อ → ยืนยันการชำระเงิน → กำลังจัดส่ง → ส่งมอบให้ขนส่ง)
      </>
    ),
  },
];

/** How to order, step by step, as the shop really works today. */
export function Component() {
  return (
    <InfoPage title="วิธีสั่งซื้อ" subtitle="สั่งซื้อสินค้าจากร้านเกษตรอยุธยาใน 6 ขั้นตอน">
      <ol className="space-y-5">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <div className="min-w-0">
              <h2 className="text-lg leading-snug font-bold text-stone-900">{step.title}</h2>
              <p className="mt-1">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <InfoSection title="สอบถามก่อนสั่งซื้อ">
        <p>
          ไม่แน่ใจว่าควรใช้สินค้าใด หรือต้องการสั่งจำนวนมาก โทร{' '}
          <a href={`tel:${SHOP_PHONE}`} className={infoLinkClass}>
            {formatPhone(SHOP_PHONE)}
          </a>{' '}
          หรือทักไลน์ของร้านได้ตามเวลาทำการใน{' '}
          <Link to="/#contact" className={infoLinkClass}>
            ติดต่อเรา
          </Link>
        </p>
      </InfoSection>
    </InfoPage>
  );
}
