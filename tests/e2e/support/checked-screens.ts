import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Page, test } from "@playwright/test";

/**
 * Claims a screen's accessibility check for this run: true for the first test to show the screen
 * in this theme at this width, false for every later one, in any worker. Several journeys pass
 * the same screen (the dashboard, Opportunities, the chat); axe reads it once. The claims are
 * files in the project's output folder, which Playwright empties at the start of every run; an
 * exclusive create makes one claimant of workers racing for the same screen.
 */
export async function firstCheckOf(page: Page, screen: string) {
  const dark = await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches);
  const width = page.viewportSize()?.width ?? 0;
  // A capture's name carries the theme it was taken in ("chat-dark"); the key carries the real one.
  const name = screen.replace(/-(light|dark)$/, "");
  const folder = path.join(test.info().project.outputDir, ".checked-screens");
  await mkdir(folder, { recursive: true });
  try {
    await writeFile(path.join(folder, `${name}-${dark ? "dark" : "light"}-${width}`), "", {
      flag: "wx",
    });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}
