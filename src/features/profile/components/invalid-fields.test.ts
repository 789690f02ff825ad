import { describe, expect, it } from "vitest";
import type { ProfileField } from "../types";
import { invalidFieldsSummary } from "./invalid-fields";
import { customFieldKey } from "./profile-form-values";

const field = (fieldName: string, fieldLabel: string) =>
  ({ id: fieldName, fieldName, fieldLabel }) as ProfileField;

const fields = [
  field("years_in_business", "Years in business"),
  field("company_bio", "Company bio"),
];
const error = { type: "custom", message: "Years in business is required" };

describe("invalidFieldsSummary", () => {
  it("names the admin-defined fields and their section, which the wizard never asked", () => {
    const custom = { [customFieldKey("years_in_business")]: error };
    expect(invalidFieldsSummary({ custom } as never, fields)).toBe(
      "1 field needs your attention, among them under Additional Information: Years in business.",
    );
    expect(invalidFieldsSummary({ custom, businessName: error } as never, fields)).toBe(
      "2 fields need your attention, among them under Additional Information: Years in business.",
    );
  });

  it("points at the messages when only built-in fields are in question", () => {
    expect(invalidFieldsSummary({ businessName: error } as never, fields)).toBe(
      "1 field needs your attention: see the messages in red.",
    );
  });
});
