import type { Opportunity } from "@shared/contracts/api";
import { describe, expect, it } from "vitest";
import { makeOpportunity } from "@/testing/opportunity-fixtures";
import { filterOpportunities, hasFilters, NO_FILTERS } from "./filter-opportunities";

const vineyard = makeOpportunity({
  id: "1",
  title: "Sunset Vineyard Farm Walk",
  location: "Healdsburg, CA",
  description: "A slow walk through the rows.",
  tourType: "farm",
  priority: "high",
});
const dispensary = makeOpportunity({
  id: "2",
  title: "Downtown Dispensary Tour",
  location: "Oakland, CA",
  description: "Compliance and product education for a corporate group.",
  tourType: "dispensary",
  priority: "regular",
});
const lab = makeOpportunity({
  id: "3",
  title: "Extraction Lab Visit",
  location: "Sacramento, CA",
  description: null,
  tourType: "processor",
  priority: "low",
});
const all: Opportunity[] = [vineyard, dispensary, lab];
const ids = (list: Opportunity[]) => list.map((opportunity) => opportunity.id);

describe("filterOpportunities", () => {
  it("keeps everything without filters", () => {
    expect(ids(filterOpportunities(all, NO_FILTERS))).toEqual(["1", "2", "3"]);
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, search: "   " })).toBe(false);
  });

  it("searches title, location and description, ignoring case and outer spaces", () => {
    const search = (text: string) => ids(filterOpportunities(all, { ...NO_FILTERS, search: text }));
    expect(search("VINEYARD")).toEqual(["1"]);
    expect(search("  oakland ")).toEqual(["2"]);
    expect(search("product education")).toEqual(["2"]);
    expect(search(", ca")).toEqual(["1", "2", "3"]);
    expect(search("nothing like it")).toEqual([]);
  });

  it("filters by tour type and by priority", () => {
    expect(ids(filterOpportunities(all, { ...NO_FILTERS, type: "dispensary" }))).toEqual(["2"]);
    expect(ids(filterOpportunities(all, { ...NO_FILTERS, type: "retailer" }))).toEqual([]);
    expect(ids(filterOpportunities(all, { ...NO_FILTERS, priority: "low" }))).toEqual(["3"]);
    expect(ids(filterOpportunities(all, { ...NO_FILTERS, priority: "high" }))).toEqual(["1"]);
  });

  it("combines the search with both filters", () => {
    const filters = { search: "ca", type: "farm", priority: "high" } as const;
    expect(ids(filterOpportunities(all, filters))).toEqual(["1"]);
    expect(ids(filterOpportunities(all, { ...filters, priority: "low" }))).toEqual([]);
    expect(ids(filterOpportunities(all, { ...filters, search: "oakland" }))).toEqual([]);
    expect(hasFilters(filters)).toBe(true);
  });
});
