import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Pagination } from "./pagination";

afterEach(cleanup);

describe("Pagination", () => {
  it("is not shown for a single page", () => {
    render(<Pagination page={1} pageSize={20} total={20} onPage={vi.fn()} />);
    expect(screen.queryByRole("navigation", { name: "Pages" })).not.toBeInTheDocument();
  });

  it("moves between pages and stops at the ends", async () => {
    const onPage = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Pagination page={1} pageSize={20} total={45} onPage={onPage} />);
    expect(screen.getByText("Page 1 of 3")).toBeVisible();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(onPage).toHaveBeenLastCalledWith(2);

    rerender(<Pagination page={3} pageSize={20} total={45} onPage={onPage} />);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("stays for a reader left past the first page of a list that shrank", () => {
    render(<Pagination page={2} pageSize={20} total={5} onPage={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Previous" })).toBeEnabled();
  });

  it("says a capped count is more, and keeps Next on at its last counted page", () => {
    render(<Pagination page={51} pageSize={20} total={1020} totalCapped onPage={vi.fn()} />);
    expect(screen.getByText("Page 51 of 51+")).toBeVisible();
    expect(screen.getByRole("button", { name: "Next" })).toBeEnabled();
  });
});
