import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

const AXE_SOURCE: string = createRequire(import.meta.url)("axe-core").source;
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  // Only the violations get a selector for every node: axe otherwise builds them for the
  // passing and inapplicable nodes too, which this check never reads.
  resultTypes: ["violations"],
};

/**
 * axe.run in the page itself, axe put into the page once per document: a screen is read again
 * in the other theme and width without a reload, and loading axe's 600 KB each time made a read
 * take about 600 ms instead of about 200.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    (options) =>
      (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, options),
    AXE_OPTIONS,
  );
}

/** axe-core over the page as shown: no serious or critical WCAG 2.1 A/AA violation. */
export async function expectNoSeriousViolations(page: Page) {
  // axe run in the page reads no cross-origin frame; the app has none, and this says so should
  // one appear.
  expect(page.frames(), "a frame in the page: this check reads no cross-origin one").toHaveLength(
    1,
  );
  // Measured at rest: a toast fading in or out, or the colours of a theme being switched, are
  // half-way for a moment, and their text fails the contrast rule then. The animations and
  // transitions running on the page's clock are taken to their end, and the clock is held
  // while axe reads the page, so none starts moving meanwhile. Endless ones (a spinner) keep
  // going, and scroll-driven ones (daisyUI's scrollbar gutter under a modal) follow the
  // scrolling, not the clock.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const endless = animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY;
      const timed = animation.timeline === document.timeline;
      if (timed && animation.playState === "running" && !endless) animation.finish();
    }
  });
  const clock = await page.context().newCDPSession(page);
  await clock.send("Animation.setPlaybackRate", { playbackRate: 0 });
  const results = await runAxe(page).finally(async () => {
    await clock.send("Animation.setPlaybackRate", { playbackRate: 1 });
    await clock.detach();
  });
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  expect(serious).toEqual([]);
}
