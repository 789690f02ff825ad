import { describe, expect, test } from "vitest";
import {
  ADD_ONS,
  addOnNote,
  bidTotalCents,
  chosenAddOns,
  findAddOn,
  sentAddOns,
  storedAddOns,
  storedAddOnsCents,
} from "./add-ons.ts";

describe("bid add-ons (product §9)", () => {
  test("the five add-ons and their prices", () => {
    expect(ADD_ONS.map((addOn) => [addOn.id, addOn.label, addOn.priceCents])).toEqual([
      ["transportation", "Transportation included", 5000],
      ["refreshments", "Refreshments provided", 2500],
      ["extended_qa", "Extended Q&A session", 7500],
      ["materials", "Educational materials", 3000],
      ["photos", "Professional photos", 10000],
    ]);
  });

  test("an add-on is found by id, label or price note, in any case", () => {
    expect(findAddOn("photos")?.id).toBe("photos");
    expect(findAddOn("extended q&a session")?.id).toBe("extended_qa");
    expect(findAddOn("Transportation included (+$50)")?.id).toBe("transportation");
    expect(findAddOn("massage")).toBeUndefined();
    expect(addOnNote(ADD_ONS[2])).toBe("Extended Q&A session (+$75)");
  });

  test("total = base + chosen add-ons, each counted once, with no float error", () => {
    expect(bidTotalCents(30010, [])).toBe(30010);
    expect(bidTotalCents(30010, ["transportation", "photos", "refreshments"])).toBe(47510);
    expect(bidTotalCents(1, ["photos", "photos"])).toBe(10001);
    expect(
      bidTotalCents(
        10,
        ADD_ONS.map((addOn) => addOn.id),
      ),
    ).toBe(28010);
    expect(chosenAddOns(["photos", "transportation"]).map((addOn) => addOn.id)).toEqual([
      "transportation",
      "photos",
    ]);
  });

  test("a bid stores its add-ons as data and answers them with their prices as money", () => {
    const stored = storedAddOns(["photos", "refreshments", "photos"]);
    expect(stored).toEqual([
      { id: "refreshments", label: "Refreshments provided", priceCents: 2500 },
      { id: "photos", label: "Professional photos", priceCents: 10000 },
    ]);
    expect(storedAddOnsCents(stored)).toBe(12500);
    expect(sentAddOns(stored)).toEqual([
      { id: "refreshments", label: "Refreshments provided", price: "25.00" },
      { id: "photos", label: "Professional photos", price: "100.00" },
    ]);
  });
});
