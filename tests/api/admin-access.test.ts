import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";
import { testStack } from "../support/stack.ts";
import { accountsBeforeAll, createPartner } from "./support/accounts.ts";
import { callApi, callMultipart } from "./support/call-api.ts";

const pool = ownerPool(2);
const someId = randomUUID();

const { partner } = accountsBeforeAll(pool, { partner: ["partner", "not-admin"] });

afterAll(() => pool.end());

/** Every admin endpoint, with a body that would be valid for an admin where one is needed. */
const ENDPOINTS: [method: string, path: string, body?: unknown][] = [
  ["GET", "/api/admin/stats"],
  ["GET", "/api/admin/monthly-stats"],
  ["GET", "/api/admin/users"],
  ["PUT", `/api/admin/users/${someId}`, { isVerified: true }],
  ["DELETE", `/api/admin/users/${someId}`],
  ["GET", "/api/admin/opportunities"],
  ["POST", "/api/admin/opportunities", { title: "T", location: "L", baseRate: 1 }],
  ["GET", "/api/admin/opportunities/recent"],
  ["GET", "/api/admin/opportunities/templates"],
  ["GET", `/api/admin/opportunities/${someId}`],
  ["PUT", `/api/admin/opportunities/${someId}`, { title: "T", location: "L", baseRate: 1 }],
  ["POST", `/api/admin/opportunities/${someId}/cancel`, { reason: "Client cancelled" }],
  ["POST", `/api/admin/opportunities/${someId}/template`, { templateName: "Standard" }],
  ["POST", `/api/admin/opportunities/${someId}/assign`, { userIds: [] }],
  ["GET", `/api/admin/opportunities/${someId}/bids`],
  ["GET", `/api/admin/opportunities/${someId}/tours`],
  ["PUT", `/api/admin/bids/${someId}`, { status: "shortlisted" }],
  ["PUT", `/api/admin/tours/${someId}`, { status: "cancelled" }],
  ["GET", "/api/admin/payouts"],
  [
    "POST",
    "/api/admin/payouts",
    { lineIds: [someId], paidOn: "2026-11-20", method: "check", reference: "R", total: "1.00" },
  ],
  ["POST", `/api/admin/payouts/lines/${someId}/correction`, { reason: "Refund" }],
  ["GET", "/api/admin/payouts/export"],
  ["GET", "/api/admin/profile-fields"],
  ["POST", "/api/admin/profile-fields", { fieldLabel: "X", fieldName: "x", fieldType: "text" }],
  [
    "PUT",
    `/api/admin/profile-fields/${someId}`,
    { fieldLabel: "X", fieldName: "x", fieldType: "text" },
  ],
  ["DELETE", `/api/admin/profile-fields/${someId}`],
  ["GET", "/api/admin/legal-documents"],
  [
    "PUT",
    `/api/admin/legal-documents/${someId}`,
    { title: "T", documentType: "nda", content: "x" },
  ],
  ["DELETE", `/api/admin/legal-documents/${someId}`],
  ["GET", "/api/admin/user-agreements"],
  ["GET", "/api/admin/chat"],
  ["GET", `/api/admin/chat/${someId}`],
  ["POST", `/api/admin/chat/${someId}`, { message: "Hello" }],
  ["GET", "/api/admin/exports/users"],
  ["GET", "/api/admin/exports/opportunities"],
  ["GET", "/api/admin/exports/completed-tours"],
  ["GET", "/api/admin/exports/revenue-by-month"],
  ["GET", "/api/admin/licences"],
  ["PUT", `/api/admin/licences/${someId}`, { status: "approved" }],
  ["GET", "/api/admin/settings"],
  [
    "PUT",
    "/api/admin/settings",
    {
      mailFrom: "tours@example.org",
      replyTo: "",
      supportEmail: "help@example.org",
      portalUrl: "https://portal.example.org",
      digestHour: 9,
      firstReminderHours: 24,
      secondReminderHours: 2,
      withdrawalNoticeDays: 7,
      guestDataRetentionDays: 30,
      defaultWaiverDocumentId: null,
    },
  ],
];

describe("admin endpoints refuse everyone but admins", () => {
  test.each(ENDPOINTS)("%s %s: 403 for a partner", async (method, path, body) => {
    const answer = await partner.call(method, path, body);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: "Admin access required" });
  });

  test("403 for a partner on the multipart create of a legal document", async () => {
    const answer = await callMultipart(partner.token, "POST", "/api/admin/legal-documents", {
      title: "Partner NDA",
      documentType: "nda",
      content: "Secret",
    });
    expect(answer.status).toBe(403);
  });

  test.each(ENDPOINTS)("%s %s: 401 without a session", async (method, path, body) => {
    const anonymous = await callApi(undefined, method, path, body, {
      authorization: `Bearer ${testStack.anonKey}`,
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: "Unauthorized" });
    expect((await callApi(undefined, method, path, body)).status).toBe(401);
  });

  test("an admin who was deactivated is no admin any more", async () => {
    const former = await createPartner(pool, "former-admin");
    await pool.query("update public.users set role = 'admin', is_active = false where id = $1", [
      former.id,
    ]);
    expect((await former.call("GET", "/api/admin/stats")).status).toBe(403);
  });
});
