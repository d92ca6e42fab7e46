import { describe, expect, it } from 'vitest';
import {
  emptyProductForm,
  type ProductFormValues,
  productFormToBody,
  validateProductForm,
} from './product-form.ts';

const filled = (overrides: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductForm,
  name: 'ปุ๋ยทดสอบ',
  price: '250',
  stockCount: '10',
  image: '/images/products/a.svg',
  ...overrides,
});

describe('product form → request body', () => {
  it('falls back to price 1, stock 1 and member points 0 when nothing parses', () => {
    const body = productFormToBody(filled({ price: 'abc', stockCount: 'สิบ', memberPoints: 'x' }));
    expect(body).toMatchObject({ price: 1, stockCount: 1, memberPoints: 0 });
  });

  it('sends member points 0 and no original price when those boxes are empty', () => {
    const body = productFormToBody(filled({ memberPoints: '', originalPrice: '  ' }));
    expect(body).toMatchObject({ memberPoints: 0, originalPrice: null });
  });

  it('keeps a stock of 0 (an edit that marks the product out of stock)', () => {
    expect(productFormToBody(filled({ stockCount: '0' })).stockCount).toBe(0);
  });

  it('splits tags on commas, trims them and drops the empty ones', () => {
    expect(productFormToBody(filled({ tags: ' ข้าว , ,นาปรัง,, ' })).features).toEqual([
      'ข้าว',
      'นาปรัง',
    ]);
  });

  it('defaults the category to herbicides', () => {
    expect(productFormToBody(filled()).category).toBe('herbicides');
  });
});

describe('product form rules', () => {
  it('gives the spec message for non-digits and for values under the minimum', () => {
    const errors = validateProductForm(
      filled({ price: '12a', originalPrice: '0', stockCount: '1.5', memberPoints: '0' }),
      'create',
    );
    expect(errors).toEqual({
      price: 'ข้อมูลเป็นตัวเลขจำนวนเต็มเท่านั้น',
      originalPrice: 'ค่าต่ำสุดที่อนุญาตคือ 1',
      stockCount: 'ข้อมูลเป็นตัวเลขจำนวนเต็มเท่านั้น',
      memberPoints: 'ค่าต่ำสุดที่อนุญาตคือ 1',
    });
  });

  it('needs stock of at least 1 on create but allows 0 on edit', () => {
    expect(validateProductForm(filled({ stockCount: '0' }), 'create').stockCount).toBe(
      'ค่าต่ำสุดที่อนุญาตคือ 1',
    );
    expect(validateProductForm(filled({ stockCount: '0' }), 'update').stockCount).toBeUndefined();
    expect(validateProductForm(filled({ stockCount: '-1' }), 'update').stockCount).toBe(
      'ค่าต่ำสุดที่อนุญาตคือ 0',
    );
  });

  it('requires name, price, stock and an image address', () => {
    expect(validateProductForm(emptyProductForm, 'create')).toEqual({
      name: 'กรุณากรอกข้อมูลนี้',
      price: 'กรุณากรอกข้อมูลนี้',
      stockCount: 'กรุณากรอกข้อมูลนี้',
      image: 'กรุณากรอกข้อมูลนี้',
    });
    expect(validateProductForm(filled({ image: 'รูปภาพ' }), 'create').image).toBe(
      'กรุณากรอก URL ให้ถูกต้อง (http(s)://… หรือ /images/… หรือ /uploads/…)',
    );
  });
});
