import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageLink, PageNavigationContext } from "./page-link";

afterEach(cleanup);

/** Whether the browser would follow the link on this click (then stopped: jsdom cannot). */
function browserFollows(link: HTMLElement, init?: MouseEventInit) {
  let follows = false;
  const stop = (event: Event) => {
    follows = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener("click", stop);
  fireEvent.click(link, init);
  document.removeEventListener("click", stop);
  return follows;
}

function renderLink(navigation: { go: (to: string) => void; prepare?: () => void } | null) {
  render(
    <PageNavigationContext value={navigation}>
      <PageLink to="/auth?mode=sign-up" className="btn">
        Join
      </PageLink>
    </PageNavigationContext>,
  );
  return screen.getByRole("link", { name: "Join" });
}

describe("PageLink", () => {
  it("is a plain link to its page, which the browser follows when no navigation is given", () => {
    const link = renderLink(null);
    expect(link).toHaveAttribute("href", "/auth?mode=sign-up");
    expect(link).toHaveClass("btn");
    expect(browserFollows(link)).toBe(true);
  });

  it("hands a plain click to the navigation, and leaves the browser's own clicks to it", () => {
    const go = vi.fn();
    const link = renderLink({ go });
    expect(browserFollows(link)).toBe(false);
    expect(go).toHaveBeenCalledWith("/auth?mode=sign-up");

    go.mockClear();
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      expect(browserFollows(link, modifier)).toBe(true);
    }
    expect(browserFollows(link, { button: 1 })).toBe(true);
    expect(go).not.toHaveBeenCalled();
  });

  it("tells the navigation to get ready when a pointer comes over it or it takes focus", () => {
    const prepare = vi.fn();
    const link = renderLink({ go: vi.fn(), prepare });
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    expect(prepare).toHaveBeenCalledTimes(2);
  });
});
