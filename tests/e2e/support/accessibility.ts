import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** axe-core over the page as shown: no serious or critical WCAG 2.1 A/AA violation. */
export async function expectNoSeriousViolations(page: Page) {
  // Legacy mode runs axe.run in the page itself. The default opens a new blank page for every
  // check to merge the results of cross-origin frames, which legacy mode would not test; the
  // app has no frames, and this says so should one appear.
  expect(
    page.frames(),
    "a frame in the page: axe's legacy mode tests no cross-origin one",
  ).toHaveLength(1);
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
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    // Only the violations get a selector for every node: axe otherwise builds them for the
    // passing and inapplicable nodes too, which this check never reads.
    .options({ resultTypes: ["violations"] })
    .setLegacyMode()
    .analyze()
    .finally(async () => {
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
