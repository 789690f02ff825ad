import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchField } from "@/components/ui/search-field";
import { SEARCH_DEBOUNCE_MS, useDebouncedSearch } from "./use-debounced-search";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Box({ commit }: { commit: (search: string) => void }) {
  const [search, setSearch, commitNow] = useDebouncedSearch("", commit);
  return <SearchField label="Search" value={search} onChange={setSearch} onBlur={commitNow} />;
}

describe("useDebouncedSearch", () => {
  it("commits once typing pauses", () => {
    const commit = vi.fn();
    render(<Box commit={commit} />);
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "wren" } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledExactlyOnceWith("wren");
  });

  it("commits at once when the box loses focus, and not again when the pause ends", () => {
    const commit = vi.fn();
    render(<Box commit={commit} />);
    const box = screen.getByLabelText("Search");
    fireEvent.change(box, { target: { value: "otto" } });
    fireEvent.blur(box);
    expect(commit).toHaveBeenCalledExactlyOnceWith("otto");
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it("a blur with nothing new typed commits nothing", () => {
    const commit = vi.fn();
    render(<Box commit={commit} />);
    fireEvent.blur(screen.getByLabelText("Search"));
    expect(commit).not.toHaveBeenCalled();
  });
});
