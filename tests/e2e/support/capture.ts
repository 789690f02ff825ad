import { expect, type Locator, type Page } from "@playwright/test";
import { expectNoSeriousViolations } from "./accessibility.ts";
import { firstCheckOf } from "./checked-screens.ts";

/** With SCREENSHOTS=1, the whole page as tests/screenshots/<name>.png; otherwise nothing. */
export async function screenshot(page: Page, name: string, fullPage = true) {
  if (process.env.SCREENSHOTS !== "1") return;
  await page.screenshot({ path: `tests/screenshots/${name}.png`, fullPage });
}

export const viewports = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

/**
 * A screen at both widths: it fits without sideways scrolling, axe-core finds no serious or
 * critical violation in either layout (read once a run per screen, theme and width, whichever
 * test shows it first: checked-screens.ts), and with SCREENSHOTS=1 a full-page screenshot goes to
 * tests/screenshots (git-ignored: for looking at, not for comparing). The viewport is back at 1280 px afterwards.
 * `open` (re)opens the screen at each width, for a screen that leaves by itself (Access Denied
 * moves on after 1.5 s, less than one width's screenshot and axe run take on a busy machine).
 */
export async function capture(
  page: Page,
  name: string,
  ready: Locator,
  open?: () => Promise<unknown>,
  widths: readonly { width: number; height: number }[] = viewports,
) {
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    await open?.();
    await expect(ready).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    // An open modal reserves the scrollbar's gutter, which makes the difference negative.
    expect(overflow, `${name} scrolls sideways at ${viewport.width}px`).toBeLessThanOrEqual(0);
    await screenshot(page, `${name}-${viewport.width}`);
    if (await firstCheckOf(page, name)) await expectNoSeriousViolations(page);
  }
  await page.setViewportSize(viewports[0]);
}

export const h1 = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });
export const h2 = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

/** The journeys' widths: a desktop and a common phone (390 px). */
export const journeyViewports = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/**
 * A screen as `capture` takes it, in the light theme and then the dark one, at a journey's widths
 * (1280 and 390 px) unless told; back to light at 1280 px afterwards.
 */
export async function captureThemes(
  page: Page,
  name: string,
  ready: Locator,
  widths: readonly { width: number; height: number }[] = journeyViewports,
) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await capture(page, `${name}-${colorScheme}`, ready, undefined, widths);
  }
  await page.emulateMedia({ colorScheme: "light" });
}
