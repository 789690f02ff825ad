import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./accessibility.ts";

export const viewports = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

/**
 * A screen at both widths: it fits without sideways scrolling, a full-page screenshot goes
 * to tests/screenshots (git-ignored: for looking at, not for comparing), and axe-core finds no
 * serious or critical violation in either layout. The viewport is back at 1280 px afterwards.
 * `open` (re)opens the screen at each width, for a screen that leaves by itself (Access Denied
 * moves on after 1.5 s, less than one width's screenshot and axe run take on a busy machine).
 */
export async function capture(
  page: Page,
  name: string,
  ready: Locator,
  open?: () => Promise<unknown>,
) {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await open?.();
    await expect(ready).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    // An open modal reserves the scrollbar's gutter, which makes the difference negative.
    expect(overflow, `${name} scrolls sideways at ${viewport.width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: `tests/screenshots/${name}-${viewport.width}.png`,
      fullPage: true,
    });
    await expectNoSeriousViolations(page);
  }
  await page.setViewportSize(viewports[0]);
}

export const h1 = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });
export const h2 = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });
