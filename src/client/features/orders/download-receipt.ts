/** `receipt-{id}.png`, as the spec names the saved receipt. */
export function receiptFileName(orderId: string): string {
  return `receipt-${orderId}.png`;
}

/**
 * Saves the rendered receipt as a PNG. html-to-image loads only now (it is heavy), and the Thai
 * web font is awaited first so the image never shows boxes instead of Thai letters.
 */
export async function downloadReceipt(node: HTMLElement, orderId: string): Promise<void> {
  const { toPng } = await import('html-to-image');
  await document.fonts?.ready;
  const dataUrl = await toPng(node, { pixelRatio: 2, backgroundColor: '#ffffff' });
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = receiptFileName(orderId);
  document.body.append(link);
  link.click();
  link.remove();
}
