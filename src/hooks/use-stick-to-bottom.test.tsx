import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useStickToBottom } from "./use-stick-to-bottom";

afterEach(cleanup);

/** A list 1000 px tall in a 200 px window; jsdom has no layout, so the sizes are set by hand. */
function List({ items }: { items: string[] }) {
  const { ref, onScroll, hasNew, scrollToBottom } = useStickToBottom<HTMLDivElement>(items.at(-1));
  const measure = (node: HTMLDivElement | null) => {
    if (node) {
      Object.defineProperty(node, "scrollHeight", { configurable: true, value: 1000 });
      Object.defineProperty(node, "clientHeight", { configurable: true, value: 200 });
    }
    ref(node);
  };
  return (
    <>
      <div ref={measure} onScroll={onScroll} data-testid="list">
        {items.map((item) => (
          <p key={item}>{item}</p>
        ))}
      </div>
      {hasNew ? (
        <button type="button" onClick={scrollToBottom}>
          New messages
        </button>
      ) : null}
    </>
  );
}

const list = () => screen.getByTestId("list");

describe("useStickToBottom", () => {
  it("follows new entries while the reader is at the bottom", () => {
    const { rerender } = render(<List items={["a"]} />);
    expect(list().scrollTop).toBe(1000);
    list().scrollTop = 790;
    fireEvent.scroll(list());
    rerender(<List items={["a", "b"]} />);
    expect(list().scrollTop).toBe(1000);
    expect(screen.queryByRole("button", { name: "New messages" })).toBeNull();
  });

  it("leaves a reader who scrolled up in place and offers the new messages", () => {
    const { rerender } = render(<List items={["a"]} />);
    list().scrollTop = 100;
    fireEvent.scroll(list());
    rerender(<List items={["a", "b"]} />);
    expect(list().scrollTop).toBe(100);
    fireEvent.click(screen.getByRole("button", { name: "New messages" }));
    expect(list().scrollTop).toBe(1000);
    expect(screen.queryByRole("button", { name: "New messages" })).toBeNull();
  });
});
