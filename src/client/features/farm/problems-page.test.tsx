import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, get, mockApi } from '../../../testing/api-mock.ts';
import { apiCrops, apiRecommendation } from '../../../testing/factories/api-farm.ts';
import { renderPages } from '../../../testing/page-router.tsx';
import * as problemsPage from './problems-page.tsx';

vi.setConfig({ testTimeout: 15_000 });

afterEach(cleanup);

const pages = { '/problems': problemsPage };

describe('the crop browser', () => {
  it('goes crop, then target by kind, then the products by mode of action with their rate', async () => {
    const sent = mockApi(
      get('/crops', apiCrops()),
      get('/recommendations', [
        apiRecommendation(
          { id: 41, name: 'อิมิดาโคลพริด 10%', price: 180 },
          { crop: 'rice', target: 'brown-planthopper' },
          { scheme: 'IRAC', group: '4A' },
        ),
        apiRecommendation(
          { id: 42, name: 'ไดโนทีฟูแรน 10%', price: 350 },
          { crop: 'rice', target: 'brown-planthopper', rate: { amount: 1, unit: 'l', per: 'rai' } },
          { scheme: 'IRAC', group: '4A' },
        ),
        apiRecommendation(
          { id: 43, name: 'บูโพรเฟซิน 40%', price: 220 },
          { crop: 'rice', target: 'brown-planthopper', rate: { amount: 6, unit: 'g', per: '20l' } },
          { scheme: 'IRAC', group: '16' },
        ),
      ]),
    );
    const router = renderPages(pages, '/problems');
    expect(await screen.findByRole('heading', { level: 1, name: 'ปัญหาในแปลง' })).toBeVisible();

    await userEvent.click(await screen.findByRole('link', { name: 'ข้าว Rice' }));
    expect(router.state.location.search).toBe('?crop=rice');
    expect(await screen.findByRole('heading', { name: 'พบปัญหาอะไรในข้าว' })).toBeVisible();
    const insects = screen.getByRole('region', { name: 'แมลงศัตรูพืช' });
    expect(
      within(insects).getByRole('link', { name: 'เพลี้ยกระโดดสีน้ำตาล Brown planthopper' }),
    ).toBeVisible();
    expect(within(screen.getByRole('region', { name: 'วัชพืช' })).getAllByRole('link')).toHaveLength(
      1,
    );
    expect(
      within(screen.getByRole('region', { name: 'โรคพืช' })).getByRole('link', { name: /โรคไหม้/ }),
    ).toBeVisible();

    await userEvent.click(within(insects).getByRole('link', { name: /เพลี้ยกระโดดสีน้ำตาล/ }));
    expect(router.state.location.search).toBe('?crop=rice&target=brown-planthopper');
    expect(
      await screen.findByRole('heading', { name: 'สินค้าสำหรับเพลี้ยกระโดดสีน้ำตาลในข้าว' }),
    ).toBeVisible();
    const asked = sent.find((request) => request.path === '/api/recommendations');
    expect(asked?.search.get('crop')).toBe('rice');
    expect(asked?.search.get('target')).toBe('brown-planthopper');
    expect(screen.getByText('อ่านฉลากก่อนใช้')).toBeVisible();

    const group4A = screen.getByRole('region', { name: 'IRAC กลุ่ม 4A' });
    expect(within(group4A).getAllByRole('listitem')).toHaveLength(2);
    expect(within(group4A).getByText('อัตราใช้ 20 มล. ต่อน้ำ 20 ลิตร')).toBeVisible();
    expect(within(group4A).getByText('อัตราใช้ 1 ลิตร ต่อไร่')).toBeVisible();
    expect(within(group4A).getByText('฿350.00')).toBeVisible();
    const group16 = screen.getByRole('region', { name: 'IRAC กลุ่ม 16' });
    expect(within(group16).getByText('อัตราใช้ 6 กรัม ต่อน้ำ 20 ลิตร')).toBeVisible();
    expect(within(group16).getByRole('link', { name: 'บูโพรเฟซิน 40%' })).toHaveAttribute(
      'href',
      '/products/insecticides/43?crop=rice&target=brown-planthopper',
    );

    await userEvent.click(screen.getByRole('link', { name: 'เปลี่ยนปัญหา' }));
    expect(router.state.location.search).toBe('?crop=rice');
    await userEvent.click(await screen.findByRole('link', { name: 'เปลี่ยนพืช' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('link', { name: 'ข้าวโพด Corn' })).toBeVisible();
  });

  it('says when nothing is labelled for the problem, and when a crop in the link is unknown', async () => {
    mockApi(get('/crops', apiCrops()), get('/recommendations', []));
    renderPages(pages, '/problems?crop=corn&target=fall-armyworm');
    expect(await screen.findByText('ยังไม่มีสินค้าที่ฉลากแนะนำสำหรับปัญหานี้')).toBeVisible();
    cleanup();

    renderPages(pages, '/problems?crop=corn&target=no-such-target');
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบปัญหาที่เลือก กรุณาเลือกใหม่');
    expect(screen.getByRole('link', { name: 'หนอนกระทู้ข้าวโพดลายจุด Fall armyworm' })).toBeVisible();
    cleanup();

    renderPages(pages, '/problems?crop=durian');
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบพืชที่เลือก กรุณาเลือกใหม่');
    expect(screen.getByRole('link', { name: 'ข้าว Rice' })).toBeVisible();
  });

  it('shows a calm Thai error when the crops cannot be loaded', async () => {
    mockApi(get('/crops', errorReply('INTERNAL', 'boom'), 500));
    renderPages(pages, '/problems');
    expect(await screen.findByText('โหลดรายชื่อพืชไม่สำเร็จ')).toBeVisible();
  });
});
