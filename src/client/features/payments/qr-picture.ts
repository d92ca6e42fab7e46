/** An SVG document as an `<img>` source: never parsed into the page. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The saved picture's size in pixels: a QR a bank app reads from a phone's gallery. */
const WIDTH = 720;
const MARGIN = 48;
const QR_SIZE = WIDTH - 2 * MARGIN;
const FONT = 'Sarabun, ui-sans-serif, system-ui, sans-serif';
const AMOUNT_FONT = `700 44px ${FONT}`;
const NAME_FONT = `400 32px ${FONT}`;
/** Baselines under the QR: room above and below each line for Thai vowels and tone marks. */
const AMOUNT_BASELINE = QR_SIZE + MARGIN + 72;
const NAME_BASELINE = AMOUNT_BASELINE + 60;
const HEIGHT = NAME_BASELINE + MARGIN;

interface QrPicture {
  svg: string;
  /** Under the QR, large: "ยอดชำระ ฿2,892.00". */
  amountLine: string;
  /** Under the amount: the shop's name. */
  nameLine: string;
  fileName: string;
}

/** Gives the SVG a size of its own, as an image drawn on a canvas needs one in some browsers. */
function sized(svg: string): string {
  return /<svg[^>]*\swidth=/.test(svg)
    ? svg
    : svg.replace('<svg', `<svg width="${QR_SIZE}" height="${QR_SIZE}"`);
}

/**
 * Draws the QR on white with a margin and, under it in Thai, the amount and the shop's name, then
 * saves it as a PNG: a customer paying from the same phone opens it in the bank app's "scan from
 * picture". The Thai web font is loaded first so the words are not drawn in a fallback font.
 */
export async function saveQrPicture({ svg, amountLine, nameLine, fileName }: QrPicture) {
  await Promise.all([document.fonts?.load(AMOUNT_FONT), document.fonts?.load(NAME_FONT)]);
  const image = new Image();
  image.src = svgDataUrl(sized(svg));
  await image.decode();

  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser draws no canvas.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.imageSmoothingEnabled = false;
  context.drawImage(image, MARGIN, MARGIN, QR_SIZE, QR_SIZE);
  context.textAlign = 'center';
  context.fillStyle = '#1c1917';
  context.font = AMOUNT_FONT;
  context.fillText(amountLine, WIDTH / 2, AMOUNT_BASELINE, WIDTH - 2 * MARGIN);
  context.fillStyle = '#44403c';
  context.font = NAME_FONT;
  context.fillText(nameLine, WIDTH / 2, NAME_BASELINE, WIDTH - 2 * MARGIN);

  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The QR picture could not be made.');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
