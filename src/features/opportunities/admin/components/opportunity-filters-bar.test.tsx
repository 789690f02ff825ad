import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SEARCH_DEBOUNCE_MS } from "@/hooks/use-debounced-search";
import type { AdminOpportunityFilters } from "../types";
import { OpportunityFiltersBar } from "./opportunity-filters-bar";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const none: AdminOpportunityFilters = { search: "", status: "all", review: false };

describe("OpportunityFiltersBar", () => {
  it("sends the search once typing pauses, and the status and review filters at once", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onChange = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<OpportunityFiltersBar filters={none} onChange={onChange} total={42} />);

    await user.type(screen.getByLabelText("Search opportunities"), "harvest");
    expect(onChange).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ search: "harvest" });

    await user.selectOptions(screen.getByLabelText("Status"), "Completed");
    expect(onChange).toHaveBeenLastCalledWith({ status: "completed" });
    await user.click(screen.getByLabelText("Bids to review"));
    expect(onChange).toHaveBeenLastCalledWith({ review: true });
  });

  it("offers every status and counts what the filters find", () => {
    const { rerender } = render(
      <OpportunityFiltersBar filters={{ ...none, review: true }} onChange={vi.fn()} total={1} />,
    );
    expect(
      Array.from(screen.getByLabelText<HTMLSelectElement>("Status").options, (o) => o.text),
    ).toEqual(["All Status", "Open", "Awarded", "Completed", "Cancelled"]);
    expect(screen.getByLabelText("Bids to review")).toBeChecked();
    expect(screen.getByRole("status", { name: "Matching opportunities" })).toHaveTextContent(
      "1 opportunity",
    );
    rerender(<OpportunityFiltersBar filters={none} onChange={vi.fn()} total={1181} />);
    expect(screen.getByRole("status", { name: "Matching opportunities" })).toHaveTextContent(
      "1,181 opportunities",
    );
  });
});
