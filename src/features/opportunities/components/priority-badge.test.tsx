import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PRIORITY_OPTIONS } from "./opportunity-options";
import { PriorityBadge } from "./priority-badge";

afterEach(cleanup);

describe("PriorityBadge", () => {
  it.each([
    ["high", "High Priority"],
    ["regular", "Regular"],
    ["low", "Low Priority"],
  ] as const)("reads %s as %s", (priority, label) => {
    render(<PriorityBadge priority={priority} />);
    expect(screen.getByText(label)).toBeVisible();
  });

  it("offers the same labels in the filter, after All Priorities", () => {
    expect(PRIORITY_OPTIONS.map(([, label]) => label)).toEqual([
      "All Priorities",
      "High Priority",
      "Regular",
      "Low Priority",
    ]);
  });
});
