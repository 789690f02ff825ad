import { describe, expect, test } from "vitest";
import { answerPostgresError } from "./postgres-error.ts";

/** An error as postgres.js raises it for a server's ErrorResponse. */
function postgresError(fields: { code: string; message: string; column_name?: string }) {
  return Object.assign(new Error(fields.message), { name: "PostgresError", ...fields });
}

describe("the API's answer to a rule the database enforces", () => {
  // TP702 is raised only while some state's day has turned and Hawaii's has not (00:00-10:00
  // UTC): the form's own check refuses the date the rest of the day, so no API test meets it.
  test("a rule about one column (TP702 on expires_on): 400, the sentence, and it under the field", () => {
    const answer = answerPostgresError(
      postgresError({
        code: "TP702",
        message: "this licence has already expired",
        column_name: "expires_on",
      }),
    );
    expect(answer?.status).toBe(400);
    expect(answer?.message).toBe("This licence has already expired.");
    // The form's own check says the same, in the same words.
    expect(answer?.fieldErrors).toEqual({ expiresOn: ["This licence has already expired"] });
  });

  test("a rule about the input as a whole: 400 with no field", () => {
    const answer = answerPostgresError(
      postgresError({ code: "TP603", message: "a reason is required to cancel an opportunity" }),
    );
    expect(answer?.status).toBe(400);
    expect(answer?.message).toBe("A reason is required to cancel an opportunity.");
    expect(answer?.fieldErrors).toEqual({});
  });

  test("a start in the past (TP605 on date): 400 under the date field", () => {
    const answer = answerPostgresError(
      postgresError({
        code: "TP605",
        message: "the tour must start in the future",
        column_name: "date",
      }),
    );
    expect(answer).toEqual({
      status: 400,
      message: "The tour must start in the future.",
      fieldErrors: { date: ["The tour must start in the future"] },
    });
  });

  test("a tour completed before its start (TP204): 409 with the sentence", () => {
    const answer = answerPostgresError(
      postgresError({
        code: "TP204",
        message:
          "this tour starts on Dec 5, 2026, 10:00 AM PST and cannot be completed before then",
      }),
    );
    expect(answer).toEqual({
      status: 409,
      message: "This tour starts on Dec 5, 2026, 10:00 AM PST and cannot be completed before then.",
    });
  });

  test("a conflict with the data (TP104): 409", () => {
    const answer = answerPostgresError(
      postgresError({
        code: "TP104",
        message: "this opportunity has reached its maximum number of bids",
      }),
    );
    expect(answer?.status).toBe(409);
    expect(answer?.message).toBe("This opportunity has reached its maximum number of bids.");
  });
});
