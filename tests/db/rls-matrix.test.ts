import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  anon,
  becomeCaller,
  type Caller,
  ownerPool,
  superuserPool,
} from "../support/db-callers.ts";
import type { TestUser } from "../support/db-fixtures.ts";
import { buildRlsWorld, GUEST_NAME, type OwnedRows, type RlsWorld } from "./support/rls-world.ts";

/**
 * Row-level security, table by table, for every caller and every command. The expectation is
 * the table below; each cell runs its statement as that caller (real JWT claims, `set local
 * role`) in a transaction that is rolled back.
 *
 * Targets: anon, partner A, partner B and the admin act on partner A's rows (B thus on someone
 * else's); the inactive partner acts on their own rows. Inserts create a row owned by that same
 * target. Allowed means the statement reached the row (select saw it, insert stored it, update
 * or delete touched it); denied means it saw nothing, touched nothing, or failed with 42501.
 * Some cells are denied by the column privileges even where a policy would allow the row
 * (the migrations' "Column privileges" sections): profiles come from Auth's trigger, tours from
 * accept_bid(), complete_tour() and cancel_tour(), notifications from triggers and the product,
 * payable lines and payouts from complete_tour() and the admins' payout functions, and an assignment is never edited. The e-mail
 * outbox is written by the database and its sender only; admins read it. A user's e-mail
 * preferences are theirs alone.
 */
type Verdict = "allow" | "deny";
type Command = "select" | "insert" | "update" | "delete";
const Y: Verdict = "allow";
const N: Verdict = "deny";

type Row = [table: string, command: Command, ...verdicts: Verdict[]];

// biome-ignore format: the expectations read as a table
const EXPECTED: Row[] = [
  //                            command   anon, partner A, partner B, inactive, admin
  ["users",                     "select", N, Y, N, Y, Y],
  ["users",                     "insert", N, N, N, N, N],
  ["users",                     "update", N, Y, N, N, Y],
  ["users",                     "delete", N, N, N, N, Y],
  ["user_admin_notes",          "select", N, N, N, N, Y],
  ["user_admin_notes",          "insert", N, N, N, N, Y],
  ["user_admin_notes",          "update", N, N, N, N, Y],
  ["user_admin_notes",          "delete", N, N, N, N, Y],
  ["opportunities",             "select", N, Y, Y, N, Y],
  ["opportunities",             "insert", N, N, N, N, Y],
  ["opportunities",             "update", N, N, N, N, Y],
  ["opportunities",             "delete", N, N, N, N, Y],
  ["opportunity_admin_details", "select", N, N, N, N, Y],
  ["opportunity_admin_details", "insert", N, N, N, N, Y],
  ["opportunity_admin_details", "update", N, N, N, N, Y],
  ["opportunity_admin_details", "delete", N, N, N, N, Y],
  ["opportunity_templates",     "select", N, N, N, N, Y],
  ["opportunity_templates",     "insert", N, N, N, N, Y],
  ["opportunity_templates",     "update", N, N, N, N, Y],
  ["opportunity_templates",     "delete", N, N, N, N, Y],
  ["opportunity_assignments",   "select", N, Y, N, N, Y],
  ["opportunity_assignments",   "insert", N, N, N, N, N],
  ["opportunity_assignments",   "update", N, N, N, N, N],
  ["opportunity_assignments",   "delete", N, N, N, N, Y],
  ["bids",                      "select", N, Y, N, N, Y],
  ["bids",                      "insert", N, Y, N, N, Y],
  ["bids",                      "update", N, Y, N, N, Y],
  ["bids",                      "delete", N, N, N, N, Y],
  ["bid_admin_notes",           "select", N, N, N, N, Y],
  ["bid_admin_notes",           "insert", N, N, N, N, Y],
  ["bid_admin_notes",           "update", N, N, N, N, Y],
  ["bid_admin_notes",           "delete", N, N, N, N, Y],
  ["tours",                     "select", N, Y, N, N, Y],
  ["tours",                     "insert", N, N, N, N, N],
  ["tours",                     "update", N, N, N, N, N],
  ["tours",                     "delete", N, N, N, N, Y],
  // Recorded by the completion trigger only; the tour's partner and admins read it.
  ["tour_attendance",           "select", N, Y, N, N, Y],
  ["tour_attendance",           "insert", N, N, N, N, N],
  ["tour_attendance",           "update", N, N, N, N, N],
  ["tour_attendance",           "delete", N, N, N, N, N],
  ["tour_admin_notes",          "select", N, N, N, N, Y],
  ["tour_admin_notes",          "insert", N, N, N, N, Y],
  ["tour_admin_notes",          "update", N, N, N, N, Y],
  ["tour_admin_notes",          "delete", N, N, N, N, Y],
  ["notifications",             "select", N, Y, N, N, Y],
  ["notifications",             "insert", N, N, N, N, N],
  ["notifications",             "update", N, Y, N, N, Y],
  ["notifications",             "delete", N, N, N, N, Y],
  ["chat_messages",             "select", N, Y, N, N, Y],
  ["chat_messages",             "insert", N, Y, N, N, Y],
  ["chat_messages",             "update", N, N, N, N, Y],
  ["chat_messages",             "delete", N, N, N, N, Y],
  ["whatsapp_connections",      "select", N, Y, N, N, Y],
  ["whatsapp_connections",      "insert", N, N, N, N, N],
  ["whatsapp_connections",      "update", N, N, N, N, Y],
  ["whatsapp_connections",      "delete", N, Y, N, N, Y],
  ["calendar_integrations",     "select", N, Y, N, N, Y],
  ["calendar_integrations",     "insert", N, Y, N, N, Y],
  ["calendar_integrations",     "update", N, Y, N, N, Y],
  ["calendar_integrations",     "delete", N, Y, N, N, Y],
  ["user_agreements",           "select", N, Y, N, N, Y],
  ["user_agreements",           "insert", N, Y, N, N, Y],
  ["user_agreements",           "update", N, N, N, N, Y],
  ["user_agreements",           "delete", N, N, N, N, Y],
  ["profile_fields",            "select", N, Y, Y, N, Y],
  ["profile_fields",            "insert", N, N, N, N, Y],
  ["profile_fields",            "update", N, N, N, N, Y],
  ["profile_fields",            "delete", N, N, N, N, Y],
  ["legal_documents",           "select", N, Y, Y, N, Y],
  ["legal_documents",           "insert", N, N, N, N, Y],
  ["legal_documents",           "update", N, N, N, N, Y],
  ["legal_documents",           "delete", N, N, N, N, Y],
  ["admin_settings",            "select", N, N, N, N, Y],
  ["admin_settings",            "insert", N, N, N, N, Y],
  ["admin_settings",            "update", N, N, N, N, Y],
  ["admin_settings",            "delete", N, N, N, N, Y],
  ["audit_logs",                "select", N, N, N, N, Y],
  ["audit_logs",                "insert", N, N, N, N, Y],
  ["audit_logs",                "update", N, N, N, N, N],
  ["audit_logs",                "delete", N, N, N, N, N],
  ["partner_licences",          "select", N, Y, N, N, Y],
  ["partner_licences",          "insert", N, Y, N, N, Y],
  ["partner_licences",          "update", N, N, N, N, Y],
  ["partner_licences",          "delete", N, Y, N, N, Y],
  // Written only by the tour trigger and pay_payable_lines()/correct_payable_line(); never deleted.
  // An inactive partner still reads his own: what he is owed and was paid.
  ["payable_lines",             "select", N, Y, N, Y, Y],
  ["payable_lines",             "insert", N, N, N, N, N],
  ["payable_lines",             "update", N, N, N, N, N],
  ["payable_lines",             "delete", N, N, N, N, N],
  ["payouts",                   "select", N, Y, N, Y, Y],
  ["payouts",                   "insert", N, N, N, N, N],
  ["payouts",                   "update", N, N, N, N, N],
  ["payouts",                   "delete", N, N, N, N, N],
  // Written by save_tax_details() only; the TIN itself is no table's (Vault).
  ["tax_details",               "select", N, Y, N, Y, Y],
  ["tax_details",               "insert", N, N, N, N, N],
  ["tax_details",               "update", N, N, N, N, N],
  ["tax_details",               "delete", N, N, N, N, N],
  // Admins add a year; no year changes.
  ["tax_form_thresholds",       "select", N, Y, Y, N, Y],
  ["tax_form_thresholds",       "insert", N, N, N, N, Y],
  ["tax_form_thresholds",       "update", N, N, N, N, N],
  ["tax_form_thresholds",       "delete", N, N, N, N, N],
  ["email_preferences",         "select", N, Y, N, N, N],
  ["email_preferences",         "insert", N, Y, N, N, N],
  ["email_preferences",         "update", N, Y, N, N, N],
  ["email_preferences",         "delete", N, Y, N, N, N],
  ["email_outbox",              "select", N, N, N, N, Y],
  ["email_outbox",              "insert", N, N, N, N, N],
  ["email_outbox",              "update", N, N, N, N, N],
  ["email_outbox",              "delete", N, N, N, N, N],
  // Written by request_reviews(); people without an account reach them only with their token.
  ["review_requests",           "select", N, N, N, N, Y],
  ["review_requests",           "insert", N, N, N, N, N],
  ["review_requests",           "update", N, N, N, N, N],
  ["review_requests",           "delete", N, N, N, N, N],
  // Written by submit_review(); the partner writes the reply (an admin may not), never deleted.
  ["reviews",                   "select", N, Y, N, N, Y],
  ["reviews",                   "insert", N, N, N, N, N],
  ["reviews",                   "update", N, Y, N, N, N],
  ["reviews",                   "delete", N, N, N, N, N],
  // The street and instructions: admins and the partners touring it (A tours its opportunity).
  ["opportunity_meeting_places", "select", N, Y, N, N, Y],
  ["opportunity_meeting_places", "insert", N, N, N, N, Y],
  ["opportunity_meeting_places", "update", N, N, N, N, Y],
  ["opportunity_meeting_places", "delete", N, N, N, N, Y],
  // Which waiver applies is no secret: whoever reads the opportunity (B: it is open).
  ["opportunity_waivers",       "select", N, Y, Y, N, Y],
  ["opportunity_waivers",       "insert", N, N, N, N, Y],
  ["opportunity_waivers",       "update", N, N, N, N, Y],
  ["opportunity_waivers",       "delete", N, N, N, N, Y],
  // A partner's days away: theirs to write; admins read them (matching names them).
  ["partner_blackouts",         "select", N, Y, N, N, Y],
  ["partner_blackouts",         "insert", N, Y, N, N, N],
  ["partner_blackouts",         "update", N, Y, N, N, N],
  ["partner_blackouts",         "delete", N, Y, N, N, N],
  // The owner reads their team; written by the team's commands only (83_team_commands.sql).
  ["team_members",              "select", N, Y, N, N, Y],
  ["team_members",              "insert", N, N, N, N, N],
  ["team_members",              "update", N, N, N, N, N],
  ["team_members",              "delete", N, N, N, N, N],
  // Written by withdraw_from_tour() and decide_tour_withdrawal() only.
  ["tour_withdrawals",          "select", N, Y, N, N, Y],
  ["tour_withdrawals",          "insert", N, N, N, N, N],
  ["tour_withdrawals",          "update", N, N, N, N, N],
  ["tour_withdrawals",          "delete", N, N, N, N, N],
  // A's tour starts within 24 hours: its guests are A's to read, never B's; admins edit lists
  // (the organiser's link goes through public.add_guest() and its kin).
  ["guests",                    "select", N, Y, N, N, Y],
  ["guests",                    "insert", N, N, N, N, Y],
  ["guests",                    "update", N, N, N, N, Y],
  ["guests",                    "delete", N, N, N, N, Y],
  // The tour's partner records an in-person signature; a guest's link signs through sign_waiver().
  ["waiver_signatures",         "select", N, Y, N, N, Y],
  ["waiver_signatures",         "insert", N, Y, N, N, Y],
  ["waiver_signatures",         "update", N, N, N, N, N],
  ["waiver_signatures",         "delete", N, N, N, N, Y],
];

const CALLERS = ["anon", "partnerA", "partnerB", "inactive", "admin"] as const;
type CallerName = (typeof CALLERS)[number];

interface Statement {
  sql: string;
  params: unknown[];
  /** Run first as the owner, in the same transaction (e.g. to free a unique slot). */
  prepare?: { sql: string; params: unknown[] };
}
type Statements = Record<Command, Statement>;

const q = (sql: string, ...params: unknown[]): Statement => ({ sql, params });

/** The statements of each table for a caller whose rows-to-act-on belong to `owner`. */
function statementsFor(w: RlsWorld, owner: TestUser): Record<string, Statements> {
  const own = w.rowsOf[owner.id] as OwnedRows;
  const ownerA = w.rowsOf[w.partnerA.id] as OwnedRows;
  const ownerI = w.rowsOf[w.inactive.id] as OwnedRows;
  const later = new Date(Date.now() + 10 * 86_400_000);
  return {
    opportunity_meeting_places: {
      select: q(
        "select 1 from public.opportunity_meeting_places where opportunity_id = $1",
        w.tourOpportunity,
      ),
      insert: q(
        "insert into public.opportunity_meeting_places (opportunity_id, street, state, zip) values ($1, '2 Oak Ave', 'CA', '94559')",
        w.spareOpportunity,
      ),
      update: q(
        "update public.opportunity_meeting_places set instructions = 'Gate B' where opportunity_id = $1",
        w.tourOpportunity,
      ),
      delete: q(
        "delete from public.opportunity_meeting_places where opportunity_id = $1",
        w.tourOpportunity,
      ),
    },
    opportunity_waivers: {
      select: q(
        "select 1 from public.opportunity_waivers where opportunity_id = $1",
        w.guestOpportunity,
      ),
      insert: q(
        "insert into public.opportunity_waivers (opportunity_id, document_id) values ($1, $2)",
        w.spareOpportunity,
        w.waiverDocument,
      ),
      update: q(
        "update public.opportunity_waivers set document_id = $1 where document_id = $1",
        w.waiverDocument,
      ),
      delete: q("delete from public.opportunity_waivers where document_id = $1", w.waiverDocument),
    },
    guests: {
      select: q("select 1 from public.guests where id = $1", own.guest),
      insert: q(
        "insert into public.guests (tour_id, name, date_of_birth) values ($1, 'New Guest', '1990-01-01')",
        own.windowTour,
      ),
      update: q("update public.guests set name = 'Edited' where id = $1", own.guest),
      delete: q("delete from public.guests where id = $1", own.guest),
    },
    waiver_signatures: {
      select: q("select 1 from public.waiver_signatures where id = $1", own.signature),
      insert: q(
        "insert into public.waiver_signatures (guest_id, document_id, signature_name) values ($1, $2, $3)",
        own.guest,
        w.waiverDocument,
        GUEST_NAME,
      ),
      update: q(
        "update public.waiver_signatures set signature_name = 'Forged' where id = $1",
        own.signature,
      ),
      delete: q("delete from public.waiver_signatures where id = $1", own.signature),
    },
    users: {
      select: q("select id from public.users where id = $1", owner.id),
      insert: q("insert into public.users (id) values ($1)", w.orphanAccountId),
      update: q("update public.users set first_name = 'Changed' where id = $1", owner.id),
      delete: q("delete from public.users where id = $1", owner.id),
    },
    user_admin_notes: {
      select: q("select 1 from public.user_admin_notes where user_id = $1", w.partnerA.id),
      insert: q(
        "insert into public.user_admin_notes (user_id, notes) values ($1, 'New')",
        w.partnerB.id,
      ),
      update: q(
        "update public.user_admin_notes set notes = 'Edited' where user_id = $1",
        w.partnerA.id,
      ),
      delete: q("delete from public.user_admin_notes where user_id = $1", w.partnerA.id),
    },
    opportunities: {
      select: q("select 1 from public.opportunities where id = $1", w.openOpportunity),
      insert: q(
        "insert into public.opportunities (title, location, date, base_rate) values ('New tour', 'Napa, CA', $1, 100)",
        later,
      ),
      update: q(
        "update public.opportunities set title = 'Renamed' where id = $1",
        w.openOpportunity,
      ),
      delete: q("delete from public.opportunities where id = $1", w.openOpportunity),
    },
    opportunity_admin_details: {
      select: q(
        "select 1 from public.opportunity_admin_details where opportunity_id = $1",
        w.openOpportunity,
      ),
      insert: q(
        "insert into public.opportunity_admin_details (opportunity_id, internal_notes) values ($1, 'Notes')",
        w.opportunityWithoutDetails,
      ),
      update: q(
        "update public.opportunity_admin_details set internal_notes = 'Edited' where opportunity_id = $1",
        w.openOpportunity,
      ),
      delete: q(
        "delete from public.opportunity_admin_details where opportunity_id = $1",
        w.openOpportunity,
      ),
    },
    opportunity_templates: {
      select: q("select 1 from public.opportunity_templates where id = $1", w.opportunityTemplate),
      insert: q(
        "insert into public.opportunity_templates (template_name, title, location, base_rate) values ('New', 'New tour', 'Napa, CA', 100)",
      ),
      update: q(
        "update public.opportunity_templates set template_name = 'Renamed' where id = $1",
        w.opportunityTemplate,
      ),
      delete: q("delete from public.opportunity_templates where id = $1", w.opportunityTemplate),
    },
    opportunity_assignments: {
      select: q(
        "select 1 from public.opportunity_assignments where opportunity_id = $1 and partner_id = $2",
        w.openOpportunity,
        owner.id,
      ),
      insert: q(
        "insert into public.opportunity_assignments (opportunity_id, partner_id) values ($1, $2)",
        w.spareOpportunity,
        owner.id,
      ),
      update: q(
        "update public.opportunity_assignments set assigned_at = now() where opportunity_id = $1 and partner_id = $2",
        w.openOpportunity,
        owner.id,
      ),
      delete: q(
        "delete from public.opportunity_assignments where opportunity_id = $1 and partner_id = $2",
        w.openOpportunity,
        owner.id,
      ),
    },
    bids: {
      select: q("select 1 from public.bids where id = $1", own.bid),
      insert: q(
        "insert into public.bids (opportunity_id, user_id, amount) values ($1, $2, 250)",
        w.spareOpportunity,
        owner.id,
      ),
      update: q("update public.bids set status = 'withdrawn' where id = $1", own.bid),
      delete: q("delete from public.bids where id = $1", own.bid),
    },
    bid_admin_notes: {
      select: q("select 1 from public.bid_admin_notes where bid_id = $1", ownerA.bid),
      insert: q(
        "insert into public.bid_admin_notes (bid_id, admin_notes) values ($1, 'New')",
        ownerI.bid,
      ),
      update: q(
        "update public.bid_admin_notes set admin_notes = 'Edited' where bid_id = $1",
        ownerA.bid,
      ),
      delete: q("delete from public.bid_admin_notes where bid_id = $1", ownerA.bid),
    },
    tours: {
      select: q("select 1 from public.tours where id = $1", own.tour),
      insert: q(
        "insert into public.tours (opportunity_id, partner_id, scheduled_for) values ($1, $2, $3)",
        w.spareOpportunity,
        owner.id,
        later,
      ),
      update: q("update public.tours set feedback = 'Bring boots' where id = $1", own.tour),
      delete: q("delete from public.tours where id = $1", own.tour),
    },
    tour_admin_notes: {
      select: q("select 1 from public.tour_admin_notes where tour_id = $1", ownerA.tour),
      insert: q(
        "insert into public.tour_admin_notes (tour_id, admin_notes) values ($1, 'New')",
        ownerI.tour,
      ),
      update: q(
        "update public.tour_admin_notes set admin_notes = 'Edited' where tour_id = $1",
        ownerA.tour,
      ),
      delete: q("delete from public.tour_admin_notes where tour_id = $1", ownerA.tour),
    },
    notifications: {
      select: q("select 1 from public.notifications where id = $1", own.notification),
      insert: q("insert into public.notifications (user_id, type) values ($1, 'legacy')", owner.id),
      update: q("update public.notifications set is_read = true where id = $1", own.notification),
      delete: q("delete from public.notifications where id = $1", own.notification),
    },
    chat_messages: {
      select: q("select 1 from public.chat_messages where id = $1", own.message),
      insert: q(
        "insert into public.chat_messages (user_id, sender_id, sender_type, message) values ($1, $1, 'user', 'Hello')",
        owner.id,
      ),
      update: q("update public.chat_messages set status = 'read' where id = $1", own.message),
      delete: q("delete from public.chat_messages where id = $1", own.message),
    },
    whatsapp_connections: {
      select: q("select 1 from public.whatsapp_connections where id = $1", own.whatsapp),
      insert: {
        ...q(
          "insert into public.whatsapp_connections (user_id, phone_number) values ($1, '+15550109999')",
          owner.id,
        ),
        prepare: q("delete from public.whatsapp_connections where user_id = $1", owner.id),
      },
      update: q(
        "update public.whatsapp_connections set status = 'failed' where id = $1",
        own.whatsapp,
      ),
      delete: q("delete from public.whatsapp_connections where id = $1", own.whatsapp),
    },
    tour_withdrawals: {
      select: q("select 1 from public.tour_withdrawals where id = $1", own.withdrawal),
      insert: q(
        "insert into public.tour_withdrawals (tour_id, partner_id, reason, late, status) values ($1, $2, 'x', false, 'released')",
        own.tour,
        owner.id,
      ),
      update: q(
        "update public.tour_withdrawals set status = 'approved' where id = $1",
        own.withdrawal,
      ),
      delete: q("delete from public.tour_withdrawals where id = $1", own.withdrawal),
    },
    team_members: {
      select: q("select 1 from public.team_members where id = $1", own.teamInvite),
      insert: q(
        "insert into public.team_members (partner_id, email, role) values ($1, 'new-' || gen_random_uuid() || '@db.test', 'manager')",
        owner.id,
      ),
      update: q("update public.team_members set role = 'manager' where id = $1", own.teamInvite),
      delete: q("delete from public.team_members where id = $1", own.teamInvite),
    },
    partner_blackouts: {
      select: q("select 1 from public.partner_blackouts where id = $1", own.blackout),
      insert: q(
        "insert into public.partner_blackouts (partner_id, starts_on, ends_on, note) values ($1, current_date + 60, current_date + 62, 'Harvest')",
        owner.id,
      ),
      update: q(
        "update public.partner_blackouts set note = 'Inspection' where id = $1",
        own.blackout,
      ),
      delete: q("delete from public.partner_blackouts where id = $1", own.blackout),
    },
    calendar_integrations: {
      select: q("select 1 from public.calendar_integrations where id = $1", own.integration),
      insert: q(
        "insert into public.calendar_integrations (user_id, provider, calendar_id) values ($1, 'google', 'primary')",
        owner.id,
      ),
      update: q(
        "update public.calendar_integrations set sync_enabled = false where id = $1",
        own.integration,
      ),
      delete: q("delete from public.calendar_integrations where id = $1", own.integration),
    },
    user_agreements: {
      select: q("select 1 from public.user_agreements where id = $1", own.agreement),
      insert: q(
        "insert into public.user_agreements (user_id, document_id, agreement_type, attestation_text) values ($1, $2, 'attestation', 'I agree')",
        owner.id,
        w.attestationDocument,
      ),
      update: q("update public.user_agreements set is_valid = false where id = $1", own.agreement),
      delete: q("delete from public.user_agreements where id = $1", own.agreement),
    },
    profile_fields: {
      select: q("select 1 from public.profile_fields where id = $1", w.profileField),
      insert: q(
        "insert into public.profile_fields (field_name, field_type, field_label) values ('matrix_new_field', 'text', 'New')",
      ),
      update: q(
        "update public.profile_fields set field_label = 'Renamed' where id = $1",
        w.profileField,
      ),
      delete: q("delete from public.profile_fields where id = $1", w.profileField),
    },
    legal_documents: {
      select: q("select 1 from public.legal_documents where id = $1", w.legalDocument),
      insert: q(
        "insert into public.legal_documents (title, document_type, content) values ('New terms', 'terms_of_service', 'Text')",
      ),
      update: q(
        "update public.legal_documents set title = 'Renamed' where id = $1",
        w.legalDocument,
      ),
      delete: q("delete from public.legal_documents where id = $1", w.legalDocument),
    },
    admin_settings: {
      select: q("select 1 from public.admin_settings where id = $1", w.setting),
      insert: q(
        "insert into public.admin_settings (key, value) values ('matrix.new_setting', '1')",
      ),
      update: q("update public.admin_settings set value = '2' where id = $1", w.setting),
      delete: q("delete from public.admin_settings where id = $1", w.setting),
    },
    audit_logs: {
      select: q("select 1 from public.audit_logs where id = $1", w.auditEntry),
      insert: q(
        "insert into public.audit_logs (user_id, action, entity) values ((select auth.uid()), 'noted', 'test')",
      ),
      update: q("update public.audit_logs set action = 'rewritten' where id = $1", w.auditEntry),
      delete: q("delete from public.audit_logs where id = $1", w.auditEntry),
    },
    partner_licences: {
      select: q("select 1 from public.partner_licences where id = $1", own.licence),
      insert: q(
        `insert into public.partner_licences (partner_id, state, licence_type, licence_number, expires_on, scan_path)
         values ($1::uuid, 'OR', 'retail', 'OR-1', current_date + 90, $1::uuid::text || '/matrix/licence.pdf')`,
        owner.id,
      ),
      update: q(
        "update public.partner_licences set status = 'approved' where id = $1",
        own.licence,
      ),
      delete: q("delete from public.partner_licences where id = $1", own.licence),
    },
    tour_attendance: {
      select: q("select 1 from public.tour_attendance where tour_id = $1", own.completedTour),
      insert: q(
        "insert into public.tour_attendance (tour_id, listed, checked_in, walk_ins, no_shows) values ($1, 9, 9, 0, 0)",
        own.tour,
      ),
      update: q(
        "update public.tour_attendance set listed = 99 where tour_id = $1",
        own.completedTour,
      ),
      delete: q("delete from public.tour_attendance where tour_id = $1", own.completedTour),
    },
    payable_lines: {
      select: q("select 1 from public.payable_lines where id = $1", own.payableLine),
      insert: q(
        "insert into public.payable_lines (partner_id, tour_title, tour_date, amount, earned_at) values ($1, 'Forged', now(), 10, now())",
        owner.id,
      ),
      update: q(
        "update public.payable_lines set correction_reason = 'Forged' where id = $1",
        own.payableLine,
      ),
      delete: q("delete from public.payable_lines where id = $1", own.payableLine),
    },
    payouts: {
      select: q("select 1 from public.payouts where id = $1", own.payout),
      insert: q(
        "insert into public.payouts (partner_id, paid_on, method, reference, total) values ($1, current_date, 'cash', 'Forged', 10)",
        owner.id,
      ),
      update: q("update public.payouts set reference = 'Forged' where id = $1", own.payout),
      delete: q("delete from public.payouts where id = $1", own.payout),
    },
    tax_details: {
      select: q("select 1 from public.tax_details where partner_id = $1", owner.id),
      insert: q(
        "insert into public.tax_details (partner_id, legal_name, tax_classification, tin_type, tin_last4, tin_secret_id, address_line1, city, state, postal_code, signature_data) values ($1, 'Forged', 'individual', 'ssn', '0000', gen_random_uuid(), 'x', 'y', 'CA', '95448', 'x')",
        owner.id,
      ),
      update: q(
        "update public.tax_details set legal_name = 'Forged' where partner_id = $1",
        owner.id,
      ),
      delete: q("delete from public.tax_details where partner_id = $1", owner.id),
    },
    tax_form_thresholds: {
      select: q("select 1 from public.tax_form_thresholds where tax_year = 2025"),
      insert: q("insert into public.tax_form_thresholds (tax_year, threshold) values (2090, 1)"),
      update: q("update public.tax_form_thresholds set threshold = 1 where tax_year = 2025"),
      delete: q("delete from public.tax_form_thresholds where tax_year = 2025"),
    },
    email_preferences: {
      select: q(
        "select 1 from public.email_preferences where user_id = $1 and category = 'schedule'",
        owner.id,
      ),
      insert: q(
        "insert into public.email_preferences (user_id, category, delivery) values ($1, 'payouts', 'off')",
        owner.id,
      ),
      update: q(
        "update public.email_preferences set delivery = 'off' where user_id = $1 and category = 'schedule'",
        owner.id,
      ),
      delete: q(
        "delete from public.email_preferences where user_id = $1 and category = 'schedule'",
        owner.id,
      ),
    },
    email_outbox: {
      select: q("select 1 from public.email_outbox where id = $1", own.email),
      insert: q(
        "insert into public.email_outbox (user_id, category, kind) values ($1, 'bids', 'legacy')",
        owner.id,
      ),
      update: q("update public.email_outbox set status = 'sent' where id = $1", own.email),
      delete: q("delete from public.email_outbox where id = $1", own.email),
    },
    review_requests: {
      select: q("select 1 from public.review_requests where id = $1", own.reviewRequest),
      insert: q(
        "insert into public.review_requests (tour_id, reviewer_kind, reviewer_email, token_hash, expires_at) select tour_id, 'guest', 'guest@db.test', 'forged', now() + interval '1 day' from public.review_requests where id = $1",
        own.reviewRequest,
      ),
      update: q(
        "update public.review_requests set used_at = null, expires_at = now() + interval '1 year' where id = $1",
        own.reviewRequest,
      ),
      delete: q("delete from public.review_requests where id = $1", own.reviewRequest),
    },
    reviews: {
      select: q("select 1 from public.reviews where id = $1", own.review),
      insert: q(
        "insert into public.reviews (request_id, tour_id, partner_id, reviewer_kind, rating) select id, tour_id, $2, 'guest', 5 from public.review_requests where id = $1",
        own.reviewRequest,
        owner.id,
      ),
      update: q("update public.reviews set reply = 'Thank you!' where id = $1", own.review),
      delete: q("delete from public.reviews where id = $1", own.review),
    },
  };
}

const pool = ownerPool();
const superuser = superuserPool();
let world: RlsWorld;

beforeAll(async () => {
  world = await buildRlsWorld(pool, superuser);
});

afterAll(async () => {
  await pool.end();
  await superuser.end();
});

function callerOf(name: CallerName): { caller: Caller; owner: TestUser } {
  if (name === "anon") return { caller: anon, owner: world.partnerA };
  if (name === "inactive") return { caller: world.inactive.caller, owner: world.inactive };
  return { caller: world[name].caller, owner: world.partnerA };
}

/** Runs one cell: the statement as the caller, in a transaction rolled back afterwards. */
async function verdictOf(name: CallerName, table: string, command: Command): Promise<Verdict> {
  const { caller, owner } = callerOf(name);
  const statement = statementsFor(world, owner)[table]?.[command];
  if (!statement) throw new Error(`no ${command} statement for ${table}`);
  const client = await pool.connect();
  try {
    await client.query("begin");
    if (statement.prepare) await client.query(statement.prepare.sql, statement.prepare.params);
    await becomeCaller(client, caller);
    const result = await client.query(statement.sql, statement.params);
    if (command === "insert") return Y;
    return result.rowCount === 1 ? Y : N;
  } catch (error) {
    if ((error as { code?: string }).code === "42501") return N;
    throw error;
  } finally {
    await client.query("rollback").catch(() => {});
    client.release();
  }
}

describe("row-level security matrix", () => {
  test("covers every table in the public schema, each with all four commands", async () => {
    const { rows } = await pool.query(
      "select tablename from pg_tables where schemaname = 'public' order by tablename",
    );
    const tables = rows.map((r) => r.tablename as string);
    for (const row of EXPECTED) expect(row).toHaveLength(2 + CALLERS.length);
    const covered = [...new Set(EXPECTED.map(([table]) => table))].sort();
    expect(covered).toEqual(tables);
    for (const table of tables) {
      const commands = EXPECTED.filter(([t]) => t === table).map(([, c]) => c);
      expect(commands.sort()).toEqual(["delete", "insert", "select", "update"]);
    }
  });

  test("RLS is enabled on every table in the public schema", async () => {
    const { rows } = await pool.query(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
    );
    expect(rows).toEqual([]);
  });

  const cells = EXPECTED.flatMap(([table, command, ...verdicts]) =>
    CALLERS.map((caller, i) => ({ table, command, caller, expected: verdicts[i] as Verdict })),
  );
  for (const { table, command, caller, expected } of cells) {
    test(`${caller} ${command} ${table}: ${expected}`, async () => {
      expect(await verdictOf(caller, table, command)).toBe(expected);
    });
  }
});
