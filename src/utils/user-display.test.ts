import { describe, expect, it } from "vitest";
import { userDisplayName, userInitials } from "./user-display";

describe("userInitials", () => {
  it("uses the first letters of first and last name", () => {
    expect(userInitials({ firstName: "maya", lastName: "Green", email: "m@x.test" })).toBe("MG");
  });

  it("falls back to the e-mail's first two letters when a name is missing", () => {
    expect(userInitials({ firstName: "Maya", lastName: null, email: "green@x.test" })).toBe("GR");
    expect(userInitials({ firstName: " ", lastName: "Green", email: "green@x.test" })).toBe("GR");
  });

  it("is U without names and e-mail", () => {
    expect(userInitials({ firstName: null, lastName: null, email: null })).toBe("U");
    expect(userInitials(undefined)).toBe("U");
  });
});

describe("userDisplayName", () => {
  it("is first and last name", () => {
    expect(userDisplayName({ firstName: "Maya", lastName: "Green", email: "m@x.test" })).toBe(
      "Maya Green",
    );
  });

  it("is the first name alone when there is no last name", () => {
    expect(userDisplayName({ firstName: "Maya", lastName: "", email: "m@x.test" })).toBe("Maya");
  });

  it("is the e-mail before the at-sign without a first name", () => {
    expect(userDisplayName({ firstName: null, lastName: "Green", email: "maya.g@x.test" })).toBe(
      "maya.g",
    );
  });

  it("is User without names and e-mail", () => {
    expect(userDisplayName({ firstName: null, lastName: null, email: null })).toBe("User");
    expect(userDisplayName(null)).toBe("User");
  });
});
