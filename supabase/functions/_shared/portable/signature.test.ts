import { describe, expect, it } from "vitest";
import { signatureProblem } from "./signature.ts";

const pat = { firstName: "Pat", lastName: "Grower" };

describe("signatureProblem", () => {
  it.each(["Pat Grower", "pat grower", "  PAT   Grower ", "PatGrower"])(
    "accepts %j for Pat Grower",
    (signature) => {
      expect(signatureProblem(signature, pat)).toBeUndefined();
    },
  );

  it.each(["S", "P", "Pat", "Grower", "Pat Growers", "Grower Pat"])(
    "refuses %j, naming the full name",
    (signature) => {
      expect(signatureProblem(signature, pat)).toBe(
        "Please type your full name as on your profile: Pat Grower",
      );
    },
  );

  it("asks for the name first while the profile lacks one", () => {
    expect(signatureProblem("Pat", { firstName: "Pat", lastName: null })).toBe(
      "Please add your first and last name to your profile before you sign",
    );
  });
});
