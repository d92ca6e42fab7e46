import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadReceipt } from './download-receipt.ts';

const toPng = vi.hoisted(() =>
  vi.fn<(node: HTMLElement, options: Record<string, unknown>) => Promise<string>>(),
);
vi.mock('html-to-image', () => ({ toPng }));

afterEach(() => {
  vi.restoreAllMocks();
  toPng.mockReset();
  document.body.replaceChildren();
});

describe('the saved order summary picture', () => {
  it('lets every block take the height of what it holds, so no blank line opens under a product name', async () => {
    // html-to-image draws text 0.1 px smaller than the page: a name on two lines on screen can fit
    // on one in the picture, and a copied height would then leave a blank line before the unit
    // price. Widths stay, so lines break where the screen breaks them.
    toPng.mockResolvedValue('data:image/png;base64,iVBORw0KGgo=');
    const node = document.createElement('div');
    document.body.append(node);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    await downloadReceipt(node, 'TXN1795348555341');

    const [target, options] = toPng.mock.calls[0] ?? [];
    expect(target).toBe(node);
    const copied = options?.includeStyleProperties as string[] | undefined;
    expect(copied).toEqual(
      expect.arrayContaining(['width', 'font-size', 'line-height', 'display']),
    );
    expect(copied).not.toContain('height');
    expect(copied).not.toContain('block-size');
    expect(options).toMatchObject({ pixelRatio: 2, backgroundColor: '#ffffff' });
  });
});
