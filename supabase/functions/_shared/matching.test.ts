import { describe, expect, test } from "vitest";
import {
  expertiseKeywords,
  type MatchCandidate,
  matchScore,
  rankMatches,
  tourTypeOfBusiness,
} from "./matching.ts";

describe("matching opportunities to a partner", () => {
  test.each([
    ["farm", "farm"],
    ["Indoor Farm", "farm"],
    ["Outdoor Farm", "farm"],
    ["Dispensary", "dispensary"],
    ["Edibles Manufacturer", "processor"],
    ["Concentrates/Hash Manufacturer", "processor"],
    ["Testing Lab", "processor"],
    ["Microbusiness", "retailer"],
    ["retailer", "retailer"],
    ["Professional Service", undefined],
    [null, undefined],
  ])("business type %j offers %j tours", (businessType, tourType) => {
    expect(tourTypeOfBusiness(businessType)).toBe(tourType);
  });

  test("expertise keywords meet across the profile's and the opportunities' vocabularies", () => {
    const partner = expertiseKeywords(["Processing & extraction", "Sustainable practices"]);
    expect([...expertiseKeywords(["Extraction/processing"])].every((k) => partner.has(k))).toBe(
      true,
    );
    expect(expertiseKeywords(["Sustainability practices"]).has("sustai")).toBe(true);
    expect(partner.has("sustai")).toBe(true);
    expect(expertiseKeywords(["Cannabis and the law"]).has("cannab")).toBe(false);
  });

  test("the score adds assignment (4), tour type (2) and each matching preferred expertise (1)", () => {
    const partner = {
      businessType: "Outdoor Farm",
      expertise: ["Cannabis cultivation", "Organic growing"],
    };
    const base = { tourType: "farm" as const, preferredExpertise: [], assigned: false };
    expect(matchScore(base, partner)).toBe(2);
    expect(matchScore({ ...base, assigned: true }, partner)).toBe(6);
    expect(
      matchScore(
        { ...base, preferredExpertise: ["Indoor cultivation", "Organic growing", "Hydroponics"] },
        partner,
      ),
    ).toBe(4);
    expect(matchScore({ ...base, tourType: "retailer" }, partner)).toBe(0);
  });

  test("ranks best first, soonest first on ties, and drops what scores nothing", () => {
    const partner = { businessType: "dispensary", expertise: ["Retail operations"] };
    const candidate = (
      id: string,
      day: number,
      values: Partial<MatchCandidate>,
    ): MatchCandidate => ({
      id,
      tourType: "farm",
      preferredExpertise: [],
      date: new Date(Date.UTC(2030, 0, day)),
      assigned: false,
      ...values,
    });
    const ranked = rankMatches(
      [
        candidate("late-type", 9, { tourType: "dispensary" }),
        candidate("none", 1, {}),
        candidate("assigned", 20, { assigned: true }),
        candidate("early-type", 2, { tourType: "dispensary" }),
        candidate("expertise", 1, { preferredExpertise: ["Retail operations"] }),
        candidate("type-and-expertise", 30, {
          tourType: "dispensary",
          preferredExpertise: ["Retail operations"],
        }),
      ],
      partner,
    );
    expect(ranked.map((match) => [match.candidate.id, match.score])).toEqual([
      ["assigned", 4],
      ["type-and-expertise", 3],
      ["early-type", 2],
      ["late-type", 2],
      ["expertise", 1],
    ]);
  });
});
