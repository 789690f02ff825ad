import { describe, expect, it } from "vitest";
import { fieldsOfEveryType } from "./components/profile-fixtures";
import { unansweredRequiredFields } from "./required-fields";

describe("unansweredRequiredFields", () => {
  const required = fieldsOfEveryType.filter((field) => field.isRequired);

  it("names each required field the saved answers leave empty or break, in order", () => {
    expect(required.length).toBeGreaterThan(1);
    expect(unansweredRequiredFields(fieldsOfEveryType, {})).toEqual(
      required.map((field) => field.fieldLabel),
    );
    const [, ...rest] = required;
    expect(unansweredRequiredFields(rest, {})).toEqual(rest.map((field) => field.fieldLabel));
  });

  it("is empty once each is answered, and null when no field is required", () => {
    const years = fieldsOfEveryType.filter((field) => field.fieldName === "years_in_business");
    expect(unansweredRequiredFields(years, { years_in_business: 7 })).toEqual([]);
    expect(unansweredRequiredFields(years, { years_in_business: 150 })).toEqual([
      "Years in business",
    ]);
    expect(unansweredRequiredFields(years, null)).toEqual(["Years in business"]);
    expect(
      unansweredRequiredFields(
        fieldsOfEveryType.filter((field) => !field.isRequired),
        {},
      ),
    ).toBeNull();
  });
});
