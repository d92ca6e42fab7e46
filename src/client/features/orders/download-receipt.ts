import { checkoutMessages } from '../../../shared/checkout-messages.ts';

/** The saved order summary's file name: what it is and which order (`order-summary-{id}.png`). */
export const summaryFileName = checkoutMessages.orderSummary.fileName;

/** Computed styles html-to-image leaves out of its copy of the summary. */
const UNCOPIED_STYLES = new Set(['height', 'block-size']);

/**
 * html-to-image copies every computed style, heights included, but draws text 0.1 px smaller than
 * the page (it floors each font size and takes 0.1 off). A product name on two lines on screen can
 * then fit on one in the picture, and its copied height leaves a blank line before the unit price.
 * Without heights every block takes the height of what it holds in the picture; widths stay, so
 * lines break where the screen breaks them.
 */
function copiedStyleProperties(): string[] {
  return Array.from(window.getComputedStyle(document.documentElement)).filter(
    (name) => !UNCOPIED_STYLES.has(name),
  );
}

/**
 * Saves the rendered summary or receipt as a PNG (`order-summary-{id}.png` unless named). html-to-image
 * loads only now (it is heavy), and the Thai web font is awaited first so the image never shows
 * boxes instead of Thai letters.
 */
export async function downloadReceipt(
  node: HTMLElement,
  orderId: string,
  fileName = summaryFileName(orderId),
): Promise<void> {
  const { toPng } = await import('html-to-image');
  await document.fonts?.ready;
  const dataUrl = await toPng(node, {
    pixelRatio: 2,
    backgroundColor: '#ffffff',
    includeStyleProperties: copiedStyleProperties(),
  });
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
