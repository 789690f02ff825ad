import { expect, test } from "@playwright/test";

const screens = [
  { name: "landing", path: "/", heading: "Connect with Cannabis Tour Partners" },
  { name: "auth", path: "/auth", heading: "Partner Portal" },
];
const viewports = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

for (const screen of screens) {
  for (const viewport of viewports) {
    test(`${screen.name} fits a ${viewport.width}px wide screen`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();

      const horizontalOverflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(horizontalOverflow).toBe(0);

      // tests/screenshots is git-ignored: these are for looking at, not for comparing.
      await page.screenshot({
        path: `tests/screenshots/${screen.name}-${viewport.width}.png`,
        fullPage: true,
      });
    });
  }
}

test("keyboard focus is visible on the landing page's first link", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  const focused = page.locator(":focus");
  await expect(focused).toHaveText("Tour Partner Portal");
  const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe("none");
});
