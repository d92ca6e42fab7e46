import type { Locator } from '@playwright/test';

/**
 * Scrolls `target` into view and waits until it has stayed in one place for three frames.
 *
 * A listing's cards past its first screen are laid out only when they come near the screen
 * (`content-visibility: auto`, features/catalog/product-grid.tsx): the frame after a jump to the
 * links below them draws those cards at their real height, a little less than the height they
 * stood in at, and the links move. A person sees the page settle before they tap; a test that
 * taps in the same frame as its scroll can hit the space the link has just left.
 */
export async function scrollToRest(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        let last = '';
        let same = 0;
        const look = () => {
          const box = element.getBoundingClientRect();
          const where = `${box.x},${box.y}`;
          same = where === last ? same + 1 : 0;
          last = where;
          if (same >= 3) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}
