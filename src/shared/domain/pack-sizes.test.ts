import { describe, expect, it } from 'vitest';
import { nameWithSize, ONE_SIZE_LABEL } from './pack-sizes.ts';

describe('nameWithSize: a line says the size sold, once', () => {
  it('cuts a size the name still carries and prints the one sold', () => {
    expect(nameWithSize('อิมิดาโคลพริด 70% WG 100 กรัม', '500 กรัม')).toBe(
      'อิมิดาโคลพริด 70% WG (500 กรัม)',
    );
    expect(nameWithSize('แมนโคเซบ 80% WP 1 กิโลกรัม', '5 กก.')).toBe('แมนโคเซบ 80% WP (5 กก.)');
    expect(nameWithSize('โดโลไมท์ ขนาด 25 กิโลกรัม', '1 กก.')).toBe('โดโลไมท์ (1 กก.)');
    expect(nameWithSize('อะซอกซีสโตรบิน 12.5% SC 500 มล.', '1 ลิตร')).toBe(
      'อะซอกซีสโตรบิน 12.5% SC (1 ลิตร)',
    );
  });

  it('keeps a size of another kind, which is part of what the product is', () => {
    expect(nameWithSize('ถังพ่นยา 20 ลิตร', '1 กก.')).toBe('ถังพ่นยา 20 ลิตร (1 กก.)');
    expect(nameWithSize('ถังพ่นยา 20 ลิตร', '1 ชุด')).toBe('ถังพ่นยา 20 ลิตร (1 ชุด)');
  });

  it('keeps a name that already ends with the size sold', () => {
    expect(nameWithSize('บิวทาคลอร์ 60% EC 1 ลิตร', '1 ลิตร')).toBe('บิวทาคลอร์ 60% EC 1 ลิตร');
  });

  it('adds the size to a name without one, and nothing for the one size of old', () => {
    expect(nameWithSize('ไซเปอร์เมทริน 35% EC', '4 ลิตร')).toBe('ไซเปอร์เมทริน 35% EC (4 ลิตร)');
    expect(nameWithSize('ไซเปอร์เมทริน 35% EC 1 ลิตร', ONE_SIZE_LABEL)).toBe(
      'ไซเปอร์เมทริน 35% EC 1 ลิตร',
    );
    expect(nameWithSize('สารจับใบ', null)).toBe('สารจับใบ');
  });

  it('does not cut digits that are part of a word', () => {
    expect(nameWithSize('สูตรB12 ลิตร', '4 ลิตร')).toBe('สูตรB12 ลิตร (4 ลิตร)');
  });
});
