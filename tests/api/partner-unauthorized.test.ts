import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { testStack } from "../support/stack.ts";
import { createPartner } from "./support/accounts.ts";
import { callApi } from "./support/call-api.ts";

/** Every partner endpoint, with a payload that would be valid, so only the session is missing. */
const ENDPOINTS: [method: string, path: string, body?: unknown][] = [
  ["GET", "/api/auth/user"],
  ["GET", "/api/stats"],
  ["GET", "/api/opportunities"],
  ["GET", "/api/opportunities/all"],
  ["GET", "/api/tours/upcoming"],
  ["GET", "/api/tours/5eed0000-0000-4000-b000-000000000003/guests"],
  [
    "POST",
    "/api/tours/5eed0000-0000-4000-b000-000000000003/guests",
    { name: "Walk In", dateOfBirth: "1990-01-01" },
  ],
  [
    "POST",
    "/api/tours/5eed0000-0000-4000-b000-000000000003/guests/5eed0000-0000-4000-b000-000000000004/check-in",
    { idType: "passport" },
  ],
  [
    "POST",
    "/api/tours/5eed0000-0000-4000-b000-000000000003/guests/5eed0000-0000-4000-b000-000000000004/no-show",
  ],
  ["POST", "/api/bids", { opportunityId: "5eed0000-0000-4000-b000-000000000001", amount: "100" }],
  ["GET", "/api/bids"],
  ["POST", "/api/bids/5eed0000-0000-4000-b000-000000000001/withdraw"],
  ["PUT", "/api/profile", { businessName: "x" }],
  ["POST", "/api/signup", { firstName: "x" }],
  ["GET", "/api/chat/messages"],
  ["POST", "/api/chat/send", { message: "Hello", messageType: "text" }],
  ["GET", "/api/notifications"],
  ["POST", "/api/notifications/read", {}],
  ["GET", "/api/profile-fields"],
  ["GET", "/api/legal-documents/pending"],
  ["POST", "/api/agreements", { documentId: "5eed0000-0000-4000-b000-000000000002" }],
  ["GET", "/api/calendar/feed-url"],
  ["POST", "/api/calendar/feed-url"],
  ["DELETE", "/api/calendar/feed-url"],
  ["GET", "/api/licences"],
  ["POST", "/api/licences"],
  ["DELETE", "/api/licences/5eed0000-0000-4000-c000-000000000001"],
  ["GET", "/api/earnings"],
  ["GET", "/api/earnings/statement?month=2026-11"],
];

const pool = ownerPool(1);
let signedOutToken: string;

beforeAll(async () => {
  const gone = await createPartner(pool, "signed-out");
  await gone.client.auth.signOut();
  signedOutToken = gone.token;
});

afterAll(() => pool.end());

describe("401 without a session", () => {
  test.each(ENDPOINTS)("%s %s with only the anon key", async (method, path, body) => {
    const { status, body: answer, headers } = await callApi(testStack.anonKey, method, path, body);
    expect(status).toBe(401);
    expect(answer).toEqual({ message: "Unauthorized" });
    expect(headers.get("x-request-id")).toBeTruthy();
  });

  test.each(ENDPOINTS)("%s %s with a signed-out session's token", async (method, path, body) => {
    const { status, body: answer } = await callApi(signedOutToken, method, path, body);
    expect(status).toBe(401);
    expect(answer).toEqual({ message: "Unauthorized" });
  });

  test.each(ENDPOINTS)(
    "%s %s without Authorization (the runtime's gate)",
    async (method, path, body) => {
      const { status } = await callApi(undefined, method, path, body);
      expect(status).toBe(401);
    },
  );
});
