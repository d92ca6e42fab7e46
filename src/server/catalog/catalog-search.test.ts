import { describe, expect, it } from 'vitest';
import type { Product } from '../../shared/contracts/catalog.ts';
import { setupTestApp } from '../../testing/api-client.ts';
import { createProduct } from '../../testing/factories/catalog.ts';

const ctx = setupTestApp();

async function names(query: string): Promise<string[]> {
  const res = await ctx.client().get(`/api/products?pageSize=100&${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body.items.map((p: Product) => p.name).sort();
}

describe('product search with made-up products', () => {
  it('matches a word found only in the description, only in a tag, or only in the name', async () => {
    await createProduct(ctx.handle.db, {
      name: 'ปุ๋ยทดสอบ ชื่อพิเศษ',
      description: 'คำอธิบายมีคำว่า มะพร้าวน้ำหอม อยู่ข้างใน',
      features: ['ทดสอบ'],
    });
    await createProduct(ctx.handle.db, {
      name: 'ปุ๋ยทดสอบ แท็กพิเศษ',
      description: 'ไม่มีอะไร',
      features: ['ลำไยอีดอพิเศษ'],
    });
    expect(await names(`q=${encodeURIComponent('มะพร้าวน้ำหอม')}`)).toEqual(['ปุ๋ยทดสอบ ชื่อพิเศษ']);
    expect(await names(`q=${encodeURIComponent('อีดอพิเศษ')}`)).toEqual(['ปุ๋ยทดสอบ แท็กพิเศษ']);
    expect(await names(`q=${encodeURIComponent('ชื่อพิเศษ')}`)).toEqual(['ปุ๋ยทดสอบ ชื่อพิเศษ']);
  });

  it('ignores case in English names, descriptions and tags', async () => {
    await createProduct(ctx.handle.db, {
      name: 'Sprayer MaxFlow 16L',
      description: 'Tank with BRASS lance',
      features: ['Lithium'],
    });
    for (const q of ['maxflow', 'MAXFLOW', 'brass', 'LITHIUM', 'lithium', 'mAxFlOw 16l']) {
      expect(await names(`q=${encodeURIComponent(q)}`), q).toEqual(['Sprayer MaxFlow 16L']);
    }
    expect(await names('tags=Lithium')).toEqual(['Sprayer MaxFlow 16L']);
  });

  it('takes %, _ and \\ as plain characters', async () => {
    await createProduct(ctx.handle.db, { name: 'สาร_ขีดล่าง 17.5%', features: ['a\\b'] });
    await createProduct(ctx.handle.db, { name: 'สารXขีดล่าง 17.5X' });
    expect(await names('q=_')).toEqual(['สาร_ขีดล่าง 17.5%']);
    expect(await names(`q=${encodeURIComponent('7.5%')}`)).toEqual(['สาร_ขีดล่าง 17.5%']);
    expect(await names(`q=${encodeURIComponent('a\\b')}`)).toEqual(['สาร_ขีดล่าง 17.5%']);
    expect(await names(`q=${encodeURIComponent('%%')}`)).toEqual([]);
  });

  it('needs every tag and every word, not just one', async () => {
    await createProduct(ctx.handle.db, { name: 'ชุดแท็ก หนึ่ง', features: ['แท็กเอ', 'แท็กบี'] });
    await createProduct(ctx.handle.db, { name: 'ชุดแท็ก สอง', features: ['แท็กเอ'] });
    expect(await names(`tags=${encodeURIComponent('แท็กเอ')}`)).toEqual(['ชุดแท็ก สอง', 'ชุดแท็ก หนึ่ง']);
    expect(await names(`tags=${encodeURIComponent('แท็กเอ,แท็กบี')}`)).toEqual(['ชุดแท็ก หนึ่ง']);
    expect(await names(`q=${encodeURIComponent('ชุดแท็ก หนึ่ง')}`)).toEqual(['ชุดแท็ก หนึ่ง']);
  });

  it('counts a new product in its category', async () => {
    const before = (await ctx.client().get('/api/categories')).body;
    await createProduct(ctx.handle.db, { category: 'hormones', name: 'ฮอร์โมนใหม่' });
    const after = (await ctx.client().get('/api/categories')).body;
    const count = (rows: { id: string; count: number }[]) =>
      rows.find((row) => row.id === 'hormones')?.count;
    expect(count(after)).toBe((count(before) ?? 0) + 1);
  });
});
