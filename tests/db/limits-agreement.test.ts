import { afterAll, describe, expect, test } from "vitest";
import { ADD_ONS } from "../../supabase/functions/_shared/portable/add-ons.ts";
import {
  LICENCE_REQUIREMENT,
  LICENCE_TYPES,
  US_STATES,
} from "../../supabase/functions/_shared/portable/contracts/licences.ts";
import { CUSTOM_TEXT_MAX_LENGTH } from "../../supabase/functions/_shared/portable/custom-fields.ts";
import { BUSINESS_TYPES, DAYS } from "../../supabase/functions/_shared/portable/profile-options.ts";
import { adminChatReplySchema } from "../../supabase/functions/_shared/portable/schemas/admin-chat-reply.ts";
import { adminUserSchema } from "../../supabase/functions/_shared/portable/schemas/admin-user.ts";
import { agreementSchema } from "../../supabase/functions/_shared/portable/schemas/agreement.ts";
import { bankAccountSchema } from "../../supabase/functions/_shared/portable/schemas/bank-account.ts";
import { bidSchema } from "../../supabase/functions/_shared/portable/schemas/bid.ts";
import { bidReviewSchema } from "../../supabase/functions/_shared/portable/schemas/bid-review.ts";
import { blackoutSchema } from "../../supabase/functions/_shared/portable/schemas/blackout.ts";
import { chatMessageSchema } from "../../supabase/functions/_shared/portable/schemas/chat.ts";
import {
  guestSchema,
  waiverSignatureSchema,
} from "../../supabase/functions/_shared/portable/schemas/guest.ts";
import { legalDocumentUpdateSchema } from "../../supabase/functions/_shared/portable/schemas/legal-document.ts";
import {
  licenceFieldsSchema,
  licenceReviewSchema,
} from "../../supabase/functions/_shared/portable/schemas/licence.ts";
import { opportunitySchema } from "../../supabase/functions/_shared/portable/schemas/opportunity.ts";
import {
  opportunityCancelSchema,
  opportunityTemplateSchema,
} from "../../supabase/functions/_shared/portable/schemas/opportunity-changes.ts";
import {
  payableLineCorrectionSchema,
  payoutSchema,
} from "../../supabase/functions/_shared/portable/schemas/payout.ts";
import { profileSchema } from "../../supabase/functions/_shared/portable/schemas/profile.ts";
import { profileFieldSchema } from "../../supabase/functions/_shared/portable/schemas/profile-field.ts";
import {
  reviewReplySchema,
  reviewSchema,
  reviewVisibilitySchema,
} from "../../supabase/functions/_shared/portable/schemas/review.ts";
import { signupSchema } from "../../supabase/functions/_shared/portable/schemas/signup.ts";
import { taxDetailsSchema } from "../../supabase/functions/_shared/portable/schemas/tax-details.ts";
import { tourUpdateSchema } from "../../supabase/functions/_shared/portable/schemas/tour-update.ts";
import { withdrawalSchema } from "../../supabase/functions/_shared/portable/schemas/withdrawal.ts";
import { ownerPool } from "../support/db-callers.ts";

/**
 * One source for each limit: the database's CHECK constraints (in the tables' migrations)
 * and the zod schemas the API and the forms share say the same. Each text limit the database
 * holds is probed against the schema of every API payload that writes that column: N
 * characters pass, N + 1 do not.
 */

const pool = ownerPool(2);
afterAll(() => pool.end());

interface Safe {
  safeParse(input: unknown): { success: boolean };
}

/** An API payload that writes a column: the schema, a valid payload, and the field. */
interface Writer {
  schema: Safe;
  base: Record<string, unknown>;
  field: string;
}

const UUID = "6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
const signup = {
  firstName: "Maya",
  lastName: "Green",
  email: "maya@example.test",
  phone: "+14155550100",
  businessName: "Green Valley",
  businessType: "Outdoor Farm",
  businessLocation: "Healdsburg, CA",
  expertise: ["Cannabis cultivation"],
  services: ["Farm tours"],
  availability: ["Friday"],
  maxGroupSize: 10,
  minHourlyRate: 50,
};
const profile = {
  businessName: "Green Valley",
  businessType: "Outdoor Farm",
  location: "Healdsburg, CA",
  expertise: ["Cannabis cultivation"],
  services: ["Farm tours"],
  maxGroupSize: 10,
  hourlyRate: "80.00",
};
const opportunity = {
  title: "Harvest tour",
  location: "Healdsburg, CA",
  date: "2030-05-01T10:00:00.000Z",
  baseRate: "300.00",
};
const licence = {
  state: "CA",
  licenceType: "retail",
  licenceNumber: "C10-1",
  expiresOn: "2099-12-31",
};
const w9 = {
  legalName: "Pat Grower",
  taxClassification: "individual",
  tinType: "ein",
  addressLine1: "100 Farm Road",
  city: "Healdsburg",
  state: "CA",
  postalCode: "95448",
  certified: true,
  signature: "Pat Grower",
};
const bankAccount = {
  routingNumber: "011000015",
  accountNumber: "000123456789",
  holderName: "Pat Grower",
  accountType: "checking",
};
const w = (schema: Safe, base: Record<string, unknown>, field: string): Writer => ({
  schema,
  base,
  field,
});

/** `table.column` → the payloads that write it. */
const WRITERS: Record<string, Writer[]> = {
  "bank_accounts.holder_name": [w(bankAccountSchema, bankAccount, "holderName")],
  "tax_details.legal_name": [w(taxDetailsSchema, w9, "legalName")],
  "tax_details.business_name": [w(taxDetailsSchema, w9, "businessName")],
  "tax_details.address_line1": [w(taxDetailsSchema, w9, "addressLine1")],
  "tax_details.address_line2": [w(taxDetailsSchema, w9, "addressLine2")],
  "tax_details.city": [w(taxDetailsSchema, w9, "city")],
  "tax_details.signature_data": [w(taxDetailsSchema, w9, "signature")],
  "users.first_name": [
    w(signupSchema, signup, "firstName"),
    w(profileSchema, profile, "firstName"),
  ],
  "users.last_name": [w(signupSchema, signup, "lastName"), w(profileSchema, profile, "lastName")],
  "users.business_name": [
    w(signupSchema, signup, "businessName"),
    w(profileSchema, profile, "businessName"),
  ],
  "users.business_location_max": [
    w(signupSchema, signup, "businessLocation"),
    w(profileSchema, profile, "businessLocation"),
  ],
  // The wizard's business location becomes the location; the profile form's is shorter.
  "users.location": [w(signupSchema, signup, "businessLocation")],
  "user_admin_notes.notes": [w(adminUserSchema, {}, "notes")],
  "opportunities.title": [w(opportunitySchema, opportunity, "title")],
  "opportunities.description": [w(opportunitySchema, opportunity, "description")],
  "opportunities.location": [w(opportunitySchema, opportunity, "location")],
  "opportunities.calendar_event_id": [w(opportunitySchema, opportunity, "calendarEventId")],
  "opportunities.special_requests": [w(opportunitySchema, opportunity, "specialRequests")],
  "opportunities.budget_range": [w(opportunitySchema, opportunity, "budgetRange")],
  "opportunities.cancellation_reason": [w(opportunityCancelSchema, {}, "reason")],
  // A template holds what the opportunity form wrote (Save as Template copies it), under a name.
  "opportunity_templates.template_name": [w(opportunityTemplateSchema, {}, "templateName")],
  "opportunity_templates.title": [w(opportunitySchema, opportunity, "title")],
  "opportunity_templates.description": [w(opportunitySchema, opportunity, "description")],
  "opportunity_templates.location": [w(opportunitySchema, opportunity, "location")],
  "opportunity_templates.special_requests": [w(opportunitySchema, opportunity, "specialRequests")],
  "opportunity_templates.budget_range": [w(opportunitySchema, opportunity, "budgetRange")],
  "opportunity_templates.client_contact": [w(opportunitySchema, opportunity, "clientContact")],
  "opportunity_templates.client_phone": [w(opportunitySchema, opportunity, "clientPhone")],
  "opportunity_templates.internal_notes": [w(opportunitySchema, opportunity, "internalNotes")],
  "opportunity_admin_details.client_contact": [w(opportunitySchema, opportunity, "clientContact")],
  "opportunity_admin_details.client_phone": [w(opportunitySchema, opportunity, "clientPhone")],
  "opportunity_admin_details.internal_notes": [w(opportunitySchema, opportunity, "internalNotes")],
  "opportunity_meeting_places.street": [
    w(
      opportunitySchema,
      { ...opportunity, meetingState: "CA", meetingZip: "94558" },
      "meetingStreet",
    ),
  ],
  "opportunity_meeting_places.instructions": [
    w(opportunitySchema, opportunity, "meetingInstructions"),
  ],
  "guests.name": [w(guestSchema, { dateOfBirth: "1990-01-01" }, "name")],
  "waiver_signatures.signature_name": [w(waiverSignatureSchema, {}, "signatureName")],
  "bids.message": [w(bidSchema, { opportunityId: UUID, amount: "300.00" }, "message")],
  "bids.decline_reason": [w(bidReviewSchema, { status: "declined" }, "declineReason")],
  "bid_admin_notes.admin_notes": [w(bidReviewSchema, { status: "shortlisted" }, "adminNotes")],
  "tours.feedback": [
    w(tourUpdateSchema, { status: "completed", actualRevenue: "300.00" }, "feedback"),
  ],
  "tours.cancellation_reason": [w(tourUpdateSchema, { status: "cancelled" }, "cancellationReason")],
  "tour_admin_notes.admin_notes": [
    w(tourUpdateSchema, { status: "completed", actualRevenue: "300.00" }, "adminNotes"),
  ],
  "reviews.text": [w(reviewSchema, { rating: 5 }, "text")],
  "partner_blackouts.note": [
    w(blackoutSchema, { startsOn: "2030-07-03", endsOn: "2030-07-07" }, "note"),
  ],
  "tour_withdrawals.reason": [w(withdrawalSchema, {}, "reason")],
  "reviews.reply": [w(reviewReplySchema, {}, "reply")],
  "reviews.hidden_reason": [w(reviewVisibilitySchema, {}, "hiddenReason")],
  "chat_messages.message": [
    w(chatMessageSchema, {}, "message"),
    w(adminChatReplySchema, {}, "message"),
  ],
  "user_agreements.signature_data": [
    w(agreementSchema, { documentId: UUID, agreementType: "signature" }, "signatureData"),
  ],
  "user_agreements.attestation_text": [
    w(agreementSchema, { documentId: UUID, agreementType: "attestation" }, "attestationText"),
  ],
  "profile_fields.field_name": [
    w(profileFieldSchema, { fieldLabel: "Cellar", fieldType: "text" }, "fieldName"),
  ],
  "profile_fields.field_label": [
    w(profileFieldSchema, { fieldName: "cellar", fieldType: "text" }, "fieldLabel"),
  ],
  "legal_documents.title": [w(legalDocumentUpdateSchema, { documentType: "nda" }, "title")],
  "legal_documents.content": [
    w(legalDocumentUpdateSchema, { title: "NDA", documentType: "nda" }, "content"),
  ],
  "payouts.reference": [
    w(
      payoutSchema,
      { lineIds: [UUID], paidOn: "2026-11-20", method: "check", total: "10.00" },
      "reference",
    ),
  ],
  "payable_lines.correction_reason": [w(payableLineCorrectionSchema, {}, "reason")],
  // A reversal's reason comes in the correction's payload ({reason}).
  "payable_lines.reversal_reason": [w(payableLineCorrectionSchema, {}, "reason")],
  "legal_documents.version": [
    w(legalDocumentUpdateSchema, { title: "NDA", documentType: "nda" }, "version"),
  ],
  "partner_licences.licence_number": [w(licenceFieldsSchema, licence, "licenceNumber")],
  "partner_licences.rejection_reason": [
    w(licenceReviewSchema, { status: "rejected" }, "rejectionReason"),
  ],
};

/**
 * Columns whose limit is no payload's: the request evidence the database takes from the
 * headers (as the API cut it before), a calendar name the API sets itself, and the e-mail
 * outbox's texts.
 */
const SERVER_SET = [
  "tax_details.ip_address",
  "tax_details.user_agent",
  "user_agreements.ip_address",
  "user_agreements.user_agent",
  "waiver_signatures.ip_address",
  "waiver_signatures.user_agent",
  "calendar_integrations.calendar_id",
  // The scan's object name, made by the API from the partner, the licence and the file name.
  "partner_licences.scan_path",
  // The provider's reason, written by the mail's sender.
  "email_outbox.last_error",
  // A mail's or a review request's name for someone without an account: the client contact's.
  "email_outbox.to_name",
  "review_requests.reviewer_name",
  // The invited address: invite_team_member() stores teamInviteSchema's e-mail (at most 254, a
  // whole address: no text of any length up to the limit is one).
  "team_members.email",
];

async function checkDefinitions(suffix: string): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ name: string; table: string; definition: string }>(
    `select c.conname as name, t.relname as table, pg_get_constraintdef(c.oid) as definition
     from pg_constraint c
     join pg_class t on t.oid = c.conrelid
     join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public' and c.contype = 'c' and c.conname like '%' || $1`,
    [suffix],
  );
  return new Map(rows.map((r) => [r.name, r.definition]));
}

/** `table.column` → N of every `char_length(column) <= N` constraint named `*_length`. */
async function textLimits(): Promise<Map<string, number>> {
  const { rows } = await pool.query<{ table: string; name: string; definition: string }>(
    `select t.relname as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
     from pg_constraint c
     join pg_class t on t.oid = c.conrelid
     join pg_namespace n on n.oid = t.relnamespace
     where n.nspname = 'public' and c.contype = 'c'
       and pg_get_constraintdef(c.oid) ~ 'char_length\\(\\w+\\) <= \\d+'`,
  );
  const limits = new Map<string, number>();
  for (const row of rows) {
    const match = /char_length\((\w+)\) <= (\d+)/.exec(row.definition);
    if (!match) continue;
    const [, column, max] = match;
    const suffix = row.name.endsWith("_length_max") ? "_max" : "";
    limits.set(`${row.table}.${column}${suffix}`, Number(max));
  }
  return limits;
}

function accepts(writer: Writer, value: string): boolean {
  return writer.schema.safeParse({ ...writer.base, [writer.field]: value }).success;
}

describe("text limits", () => {
  test("every text limit of the database is a payload's limit, and every payload field is bounded there", async () => {
    const limits = await textLimits();
    const covered = [...Object.keys(WRITERS), ...SERVER_SET].sort();
    const inDatabase = [...limits.keys()]
      .filter((key) => !key.startsWith("users.profile_image_url"))
      .sort();
    expect(inDatabase).toEqual(covered);
  });

  const cases = Object.entries(WRITERS).flatMap(([column, writers]) =>
    writers.map((writer) => ({ column, writer })),
  );
  test.each(cases)("$column: the database and $writer.field agree", async ({ column, writer }) => {
    const max = (await textLimits()).get(column);
    expect(max, `no length limit on ${column}`).toBeTypeOf("number");
    const n = max as number;
    expect(accepts(writer, "x".repeat(n)), `${writer.field} refuses ${n} characters`).toBe(true);
    expect(accepts(writer, "x".repeat(n + 1)), `${writer.field} takes ${n + 1} characters`).toBe(
      false,
    );
  });

  test("the profile form's location is within the column's limit", async () => {
    const max = (await textLimits()).get("users.location") as number;
    expect(accepts(w(profileSchema, profile, "location"), "x".repeat(max + 1))).toBe(false);
  });

  test("the longest custom text answer is the API's", async () => {
    const { rows } = await pool.query("select private.custom_field_text_max_length() as max");
    expect(rows[0].max).toBe(CUSTOM_TEXT_MAX_LENGTH);
  });
});

describe("lists and catalogues", () => {
  test("expertise and services: as many labels, as long, as the forms allow", async () => {
    const labels = await checkDefinitions("_labels");
    for (const column of ["expertise", "services"]) {
      const match = /labels_within\(\w+, (\d+), (\d+)\)/.exec(
        labels.get(`users_${column}_labels`) ?? "",
      );
      expect(match, `users_${column}_labels`).not.toBeNull();
      const [items, length] = [Number(match?.[1]), Number(match?.[2])];
      const ok = (list: string[]) => profileSchema.safeParse({ ...profile, [column]: list });
      expect(ok(Array(items).fill("x".repeat(length))).success).toBe(true);
      expect(ok(Array(items + 1).fill("x")).success).toBe(false);
      expect(ok(["x".repeat(length + 1)]).success).toBe(false);
    }
  });

  test("the add-ons and their prices are product §9's, as _shared/portable/add-ons.ts has them", async () => {
    const { rows } = await pool.query(
      'select id, label, price_cents as "priceCents" from private.bid_add_ons()',
    );
    expect(rows).toEqual(ADD_ONS.map(({ id, label, priceCents }) => ({ id, label, priceCents })));
  });

  test("the largest bid amount is the payload's", async () => {
    const checks = await checkDefinitions("_max");
    const max = /amount <= ([\d.]+)/.exec(checks.get("bids_amount_max") ?? "")?.[1];
    expect(max).toBeDefined();
    const bid = (amount: string) => bidSchema.safeParse({ opportunityId: UUID, amount });
    expect(bid(String(max)).success).toBe(true);
    expect(bid((Number(max) + 0.01).toFixed(2)).success).toBe(false);
  });

  test("business types and days are the forms' choices", async () => {
    const values = await checkDefinitions("_values");
    const quoted = (definition: string | undefined) =>
      [...(definition ?? "").matchAll(/'([^']+)'/g)].map((m) => m[1]).sort();
    expect(quoted(values.get("users_business_type_values"))).toEqual([...BUSINESS_TYPES].sort());
    expect(quoted(values.get("users_availability_values"))).toEqual([...DAYS].sort());
    expect(quoted(values.get("chat_messages_message_type_values"))).toContain("text");
  });

  test("licence states, types and the requirement that asks for one are the forms'", async () => {
    const states = await pool.query("select code, name from private.us_states order by code");
    expect(states.rows).toEqual(
      Object.entries(US_STATES)
        .map(([code, name]) => ({ code, name }))
        .sort((a, b) => a.code.localeCompare(b.code)),
    );
    const types = await pool.query("select unnest(enum_range(null::public.licence_type)) as t");
    expect(types.rows.map((r) => r.t)).toEqual([...LICENCE_TYPES]);
    const requirement = await pool.query("select private.licence_requirement() as label");
    expect(requirement.rows[0].label).toBe(LICENCE_REQUIREMENT);
  });
});
