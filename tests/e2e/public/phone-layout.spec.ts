import { expect, test } from '../fixtures';

const PATHS = [
  '/',
  '/services',
  '/packages',
  '/about',
  '/faqs',
  '/contact',
  '/booking',
  '/login',
  '/register',
  '/service/1',
  '/booking-checkout',
];

test.describe('every public page fits the screen', () => {
  for (const path of PATHS) {
    test(`${path} has no sideways scrolling and no text cut off`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Nothing cropped at 360 px: every visible piece of text lies inside the screen, and none is cut
      // by a box that hides what overflows it (a clipped word or an ellipsis).
      const cropped = await page.evaluate(() => {
        const found: string[] = [];
        const width = window.innerWidth;
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const range = document.createRange();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          const parent = node.parentElement;
          if (!text || !parent) continue;
          const style = getComputedStyle(parent);
          if (
            style.visibility === 'hidden' ||
            parent.closest('[aria-hidden="true"], .mantine-visually-hidden')
          )
            continue;
          range.selectNodeContents(node);
          const box = range.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          // a skip link waits wholly off-screen until focused; a row that scrolls sideways is reachable
          if (box.right < 0) continue;
          let scrolls = false;
          for (let el: HTMLElement | null = parent; el && el !== document.body; el = el.parentElement) {
            const x = getComputedStyle(el).overflowX;
            if (x === 'auto' || x === 'scroll') scrolls = true;
          }
          if (scrolls) continue;
          if (box.left < -1 || box.right > width + 1) {
            found.push(
              `"${text.slice(0, 40)}" runs off the screen (${Math.round(box.left)}-${Math.round(box.right)} px)`,
            );
            continue;
          }
          for (
            let box2: HTMLElement | null = parent;
            box2 && box2 !== document.body;
            box2 = box2.parentElement
          ) {
            const s = getComputedStyle(box2);
            const hides = s.overflowX === 'hidden' || s.overflowX === 'clip' || s.textOverflow === 'ellipsis';
            if (hides && box2.scrollWidth > box2.clientWidth + 1 && box2.clientWidth > 0) {
              found.push(
                `"${text.slice(0, 40)}" is cut by a box ${box2.clientWidth} px wide that needs ${box2.scrollWidth} px`,
              );
              break;
            }
          }
        }
        return found;
      });
      expect(cropped).toEqual([]);
    });
  }
});
