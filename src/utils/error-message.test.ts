import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { errorMessage, failureMessage } from "./error-message";

describe("errorMessage", () => {
  it("shows the API's message, not the status line", () => {
    const error = new ApiError(
      403,
      "Forbidden",
      JSON.stringify({ message: "Your account is inactive." }),
    );
    expect(errorMessage(error, "fallback")).toBe("Your account is inactive.");
  });

  it("shows a plain-text body as it is", () => {
    expect(errorMessage(new ApiError(502, "Bad Gateway", "upstream down"), "fallback")).toBe(
      "upstream down",
    );
  });

  it("falls back when the API said nothing usable", () => {
    expect(errorMessage(new ApiError(500, "Internal Server Error", ""), "fallback")).toBe(
      "fallback",
    );
    expect(
      errorMessage(new ApiError(500, "x", JSON.stringify({ requestId: "r" })), "fallback"),
    ).toBe("fallback");
  });

  it("uses an Error's message and falls back for anything else", () => {
    expect(errorMessage(new Error("Invalid login credentials"), "fallback")).toBe(
      "Invalid login credentials",
    );
    expect(errorMessage("nope", "fallback")).toBe("fallback");
  });
});

describe("failureMessage", () => {
  const refused = (status: number, body: string) => new ApiError(status, "Refused", body);

  it("keeps product §8's sentence and adds the server's reason for a refusal", () => {
    const error = refused(
      409,
      JSON.stringify({ message: "You cannot remove your own admin access." }),
    );
    expect(failureMessage(error, "Failed to update user.")).toBe(
      "Failed to update user. You cannot remove your own admin access.",
    );
  });

  it("says the sentence alone for a crash, a lost connection or a bare refusal", () => {
    const crash = refused(500, JSON.stringify({ message: "Internal server error" }));
    expect(failureMessage(crash, "Failed to delete user.")).toBe("Failed to delete user.");
    expect(failureMessage(new TypeError("Failed to fetch"), "Failed to delete user.")).toBe(
      "Failed to delete user.",
    );
    expect(failureMessage(refused(404, ""), "Failed to delete user.")).toBe(
      "Failed to delete user.",
    );
  });
});
