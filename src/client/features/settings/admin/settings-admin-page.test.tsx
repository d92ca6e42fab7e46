import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminShopSettings } from '../../../../shared/contracts/settings-answers.ts';
import { apiServer } from '../../../../testing/api-mock.ts';
import { renderPages } from '../../../../testing/page-router.tsx';
import { useSessionStore } from '../../accounts/session-store.ts';
import * as settingsPage from './settings-admin-page.tsx';

const renderSettings = () => renderPages({ '/admin/settings': settingsPage }, '/admin/settings');

const stored: AdminShopSettings = {
  name: 'ร้านเกษตรอยุธยา',
  address: '99/9 หมู่ 2 อยุธยา',
  email: 'contact@kasetayutthaya.example',
  phone: '0352123456',
  hours: {
    weekdays: 'จันทร์ - ศุกร์ 8:00 - 17:00',
    saturday: 'เสาร์ 8:00 - 16:00',
    sunday: 'อาทิตย์ ปิดทำการ',
  },
  lineQrImage: '/images/line-qr.svg',
  lineId: '@kaset-ayutthaya',
  lineUrl: 'https://line.me/R/ti/p/@kaset-ayutthaya',
  legalName: 'บริษัท เกษตรอยุธยา จำกัด',
  taxId: '0105540012347',
  branch: '00000',
  vatRegistered: true,
};

const puts: unknown[] = [];
const handlers = [
  http.get('*/api/admin/settings/shop', () => HttpResponse.json(stored)),
  http.put('*/api/admin/settings/shop', async ({ request }) => {
    const body = await request.json();
    puts.push(body);
    return HttpResponse.json({ settings: body });
  }),
  http.post('*/api/admin/uploads', () =>
    HttpResponse.json(
      {
        error: {
          code: 'VALIDATION',
          message: 'รองรับเฉพาะไฟล์รูปภาพ JPEG, PNG หรือ WebP เท่านั้น',
          fields: { file: 'รองรับเฉพาะไฟล์รูปภาพ JPEG, PNG หรือ WebP เท่านั้น' },
        },
      },
      { status: 400 },
    ),
  ),
];

beforeEach(() => apiServer.use(...handlers));
beforeEach(() => {
  useSessionStore.setState({
    status: 'ready',
    user: {
      id: 'u1',
      phone: '0800000001',
      firstName: 'ผู้ดูแล',
      lastName: 'ระบบ',
      address: '',
      role: 'admin',
      createdAt: '2026-01-01T00:00:00.000Z',
      lastProfileEditAt: null,
    },
  });
});
afterEach(() => {
  cleanup();
  puts.length = 0;
});

describe('shop settings page', () => {
  it('shows the saved details with the spec hours and saves a change', async () => {
    const user = userEvent.setup();
    renderSettings();
    const saturday = await screen.findByLabelText(/^เสาร์/);
    expect(saturday).toHaveValue('เสาร์ 8:00 - 16:00');
    expect(screen.getByLabelText(/^อาทิตย์/)).toHaveValue('อาทิตย์ ปิดทำการ');
    await user.clear(saturday);
    await user.type(saturday, 'เสาร์ 8:00 - 12:00');
    await user.click(screen.getByRole('button', { name: 'บันทึกการตั้งค่า' }));
    expect(await screen.findByRole('status')).toHaveTextContent('บันทึกเรียบร้อยแล้ว');
    expect(puts).toEqual([
      { ...stored, hours: { ...stored.hours, saturday: 'เสาร์ 8:00 - 12:00' } },
    ]);
  });

  it('refuses a bad email next to the field and sends nothing', async () => {
    const user = userEvent.setup();
    renderSettings();
    const email = await screen.findByLabelText(/^อีเมล/);
    await user.clear(email);
    await user.type(email, 'ร้าน@');
    await user.click(screen.getByRole('button', { name: 'บันทึกการตั้งค่า' }));
    expect(email).toHaveAccessibleDescription('กรุณากรอกอีเมลให้ถูกต้อง');
    expect(puts).toHaveLength(0);
  });

  it("saves the link that opens the shop's LINE account and refuses one that is not LINE's", async () => {
    const user = userEvent.setup();
    renderSettings();
    const link = await screen.findByLabelText(/^ลิงก์เปิด LINE ของร้าน/);
    expect(link).toHaveValue('https://line.me/R/ti/p/@kaset-ayutthaya');
    await user.clear(link);
    await user.type(link, 'https://example.com/line');
    await user.click(screen.getByRole('button', { name: 'บันทึกการตั้งค่า' }));
    expect(link).toHaveAccessibleDescription(
      'กรุณากรอกลิงก์ LINE ที่ขึ้นต้นด้วย https://line.me/ หรือ https://lin.ee/',
    );
    expect(puts).toHaveLength(0);

    await user.clear(link);
    await user.type(link, 'https://lin.ee/AbCd123');
    await user.click(screen.getByRole('button', { name: 'บันทึกการตั้งค่า' }));
    expect(await screen.findByRole('status')).toHaveTextContent('บันทึกเรียบร้อยแล้ว');
    expect(puts).toEqual([{ ...stored, lineUrl: 'https://lin.ee/AbCd123' }]);
  });

  it('shows why an uploaded QR picture was refused and keeps the old one', async () => {
    const user = userEvent.setup();
    renderSettings();
    await screen.findByLabelText(/รูป QR Code/);
    const file = new File(['not a picture'], 'qr.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('อัปโหลดรูปภาพ'), file);
    await waitFor(() =>
      expect(screen.getByLabelText(/รูป QR Code/)).toHaveAccessibleDescription(
        'รองรับเฉพาะไฟล์รูปภาพ JPEG, PNG หรือ WebP เท่านั้น',
      ),
    );
    expect(screen.getByLabelText(/รูป QR Code/)).toHaveValue('/images/line-qr.svg');
  });
});
