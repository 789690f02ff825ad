import { afterAll, describe, expect, test } from "vitest";
import { ownerPool } from "../support/db-callers.ts";

/**
 * The reviewed inventory of what the client roles can reach through the Data API: every column
 * anon or authenticated may name in an INSERT or UPDATE, the columns they may not read, and
 * every function they may call. A column or function that appears without being added here
 * (and to docs/security.md, with the rule that guards it) fails the test.
 */

const pool = ownerPool(2);
afterAll(() => pool.end());

/** `table.column` → the commands authenticated may use on it. anon may write nothing. */
// biome-ignore format: one column per line reads as the inventory
const REVIEWED_WRITABLE: Record<string, "insert" | "update" | "insert, update"> = {
  // users: the signup wizard, the profile form, the admin's role/activation/verification
  "users.first_name": "update",
  "users.last_name": "update",
  "users.phone": "update",
  "users.business_name": "update",
  "users.business_type": "update",
  "users.business_location": "update",
  "users.location": "update",
  "users.expertise": "update",
  "users.services": "update",
  "users.availability": "update",
  "users.max_group_size": "update",
  "users.min_hourly_rate": "update",
  "users.hourly_rate": "update",
  "users.travel_radius": "update",
  "users.custom_fields": "update",
  "users.role": "update",
  "users.is_active": "update",
  "users.is_verified": "update",
  "user_admin_notes.user_id": "insert",
  "user_admin_notes.notes": "insert, update",
  "user_admin_notes.updated_by": "insert, update",
  // opportunities (admins); the status, date, place and base rate change only through
  // cancel_opportunity() and move_opportunity()
  "opportunities.title": "insert, update",
  "opportunities.description": "insert, update",
  "opportunities.location": "insert",
  "opportunities.tour_type": "insert, update",
  "opportunities.date": "insert",
  "opportunities.duration": "insert, update",
  "opportunities.group_size": "insert, update",
  "opportunities.base_rate": "insert",
  "opportunities.priority": "insert, update",
  "opportunities.requirements": "insert, update",
  "opportunities.response_deadline": "insert, update",
  "opportunities.max_bids": "insert, update",
  "opportunities.auto_assign": "insert, update",
  "opportunities.partners_needed": "insert, update",
  "opportunities.custom_requirements": "insert, update",
  "opportunities.calendar_event_id": "insert, update",
  "opportunities.special_requests": "insert, update",
  "opportunities.accessibility": "insert, update",
  "opportunities.age_restrictions": "insert, update",
  "opportunities.group_type": "insert, update",
  "opportunities.transportation_needed": "insert, update",
  "opportunities.meal_preferences": "insert, update",
  "opportunities.budget_range": "insert, update",
  "opportunities.experience_level": "insert, update",
  "opportunities.preferred_expertise": "insert, update",
  "opportunities.location_radius": "insert, update",
  "opportunity_admin_details.opportunity_id": "insert",
  "opportunity_admin_details.client_contact": "insert, update",
  "opportunity_admin_details.client_email": "insert, update",
  "opportunity_admin_details.client_phone": "insert, update",
  "opportunity_admin_details.internal_notes": "insert, update",
  // opportunity_templates (admins)
  "opportunity_templates.template_name": "insert, update",
  "opportunity_templates.title": "insert, update",
  "opportunity_templates.description": "insert, update",
  "opportunity_templates.location": "insert, update",
  "opportunity_templates.tour_type": "insert, update",
  "opportunity_templates.duration": "insert, update",
  "opportunity_templates.group_size": "insert, update",
  "opportunity_templates.base_rate": "insert, update",
  "opportunity_templates.priority": "insert, update",
  "opportunity_templates.requirements": "insert, update",
  "opportunity_templates.partners_needed": "insert, update",
  "opportunity_templates.max_bids": "insert, update",
  "opportunity_templates.auto_assign": "insert, update",
  "opportunity_templates.custom_requirements": "insert, update",
  "opportunity_templates.special_requests": "insert, update",
  "opportunity_templates.accessibility": "insert, update",
  "opportunity_templates.age_restrictions": "insert, update",
  "opportunity_templates.group_type": "insert, update",
  "opportunity_templates.transportation_needed": "insert, update",
  "opportunity_templates.meal_preferences": "insert, update",
  "opportunity_templates.budget_range": "insert, update",
  "opportunity_templates.experience_level": "insert, update",
  "opportunity_templates.preferred_expertise": "insert, update",
  "opportunity_templates.location_radius": "insert, update",
  "opportunity_templates.client_contact": "insert, update",
  "opportunity_templates.client_email": "insert, update",
  "opportunity_templates.client_phone": "insert, update",
  "opportunity_templates.internal_notes": "insert, update",
  // opportunity_assignments: none (assign_partners() adds them and tells the partners)
  // bids: the partner's offer; the admin's review
  "bids.opportunity_id": "insert",
  "bids.user_id": "insert",
  "bids.amount": "insert",
  "bids.message": "insert",
  "bids.add_ons": "insert",
  "bids.away_confirmed": "insert",
  "bids.status": "update",
  "bids.decline_reason": "update",
  "bids.viewed_at": "update",
  "bid_admin_notes.bid_id": "insert",
  "bid_admin_notes.admin_notes": "insert, update",
  "bid_admin_notes.updated_by": "insert, update",
  // tours: none (accept_bid(), complete_tour() and cancel_tour() write them)
  "tour_admin_notes.tour_id": "insert",
  "tour_admin_notes.admin_notes": "insert, update",
  "tour_admin_notes.updated_by": "insert, update",
  // notifications and chat
  "notifications.is_read": "update",
  "chat_messages.user_id": "insert",
  "chat_messages.sender_id": "insert",
  "chat_messages.sender_type": "insert",
  "chat_messages.message": "insert",
  "chat_messages.message_type": "insert",
  "chat_messages.tour_id": "insert",
  "chat_messages.status": "update",
  // tax forms: an admin adds a year
  "tax_form_thresholds.tax_year": "insert",
  "tax_form_thresholds.threshold": "insert",
  // whatsapp and calendar
  "whatsapp_connections.is_verified": "update",
  "whatsapp_connections.status": "update",
  "partner_blackouts.partner_id": "insert",
  "partner_blackouts.starts_on": "insert, update",
  "partner_blackouts.ends_on": "insert, update",
  "partner_blackouts.note": "insert, update",
  "calendar_integrations.user_id": "insert",
  "calendar_integrations.provider": "insert",
  "calendar_integrations.access_token": "insert, update",
  "calendar_integrations.calendar_id": "insert, update",
  "calendar_integrations.is_active": "update",
  "calendar_integrations.sync_enabled": "insert, update",
  // legal documents and agreements
  "legal_documents.id": "insert",
  "legal_documents.title": "insert, update",
  "legal_documents.document_type": "insert, update",
  "legal_documents.content": "insert, update",
  "legal_documents.pdf_path": "insert, update",
  "legal_documents.version": "insert, update",
  "legal_documents.is_active": "insert, update",
  "legal_documents.requires_signature": "insert, update",
  "legal_documents.requires_attestation": "insert, update",
  "legal_documents.expires_at": "insert, update",
  "user_agreements.user_id": "insert",
  "user_agreements.document_id": "insert",
  "user_agreements.agreement_type": "insert",
  "user_agreements.signature_data": "insert",
  "user_agreements.attestation_text": "insert",
  "user_agreements.is_valid": "update",
  // profile fields, settings, audit log (admins)
  "profile_fields.field_name": "insert, update",
  "profile_fields.field_type": "insert, update",
  "profile_fields.field_label": "insert, update",
  "profile_fields.field_options": "insert, update",
  "profile_fields.is_required": "insert, update",
  "profile_fields.is_active": "insert, update",
  "profile_fields.display_order": "insert, update",
  "profile_fields.category": "insert, update",
  "profile_fields.validation_rules": "insert, update",
  "admin_settings.key": "insert",
  "admin_settings.value": "insert, update",
  "admin_settings.description": "insert, update",
  "admin_settings.category": "insert, update",
  "audit_logs.user_id": "insert",
  "audit_logs.action": "insert",
  "audit_logs.entity": "insert",
  "audit_logs.entity_id": "insert",
  "audit_logs.old_values": "insert",
  "audit_logs.new_values": "insert",
  // licences: the partner's record; the admin's review
  "partner_licences.id": "insert",
  "partner_licences.partner_id": "insert",
  "partner_licences.state": "insert",
  "partner_licences.licence_type": "insert",
  "partner_licences.licence_number": "insert",
  "partner_licences.expires_on": "insert",
  "partner_licences.scan_path": "insert",
  "partner_licences.status": "update",
  "partner_licences.rejection_reason": "update",
  // e-mail: each user's own preferences
  "email_preferences.user_id": "insert",
  "email_preferences.category": "insert",
  "email_preferences.delivery": "insert, update",
  "reviews.reply": "update",
  "reviews.hidden_reason": "update",
  "email_preferences.whatsapp": "insert, update",
  // where to meet, the waiver an opportunity names: the admin form
  "opportunity_meeting_places.opportunity_id": "insert",
  "opportunity_meeting_places.street": "insert, update",
  "opportunity_meeting_places.state": "insert, update",
  "opportunity_meeting_places.zip": "insert, update",
  "opportunity_meeting_places.instructions": "insert, update",
  "opportunity_waivers.opportunity_id": "insert",
  "opportunity_waivers.document_id": "insert, update",
  // guests: an admin's list (who added them and the check-in are the server's); an in-person
  // signature (its version, time, evidence and recorder are the server's)
  "guests.tour_id": "insert",
  "guests.name": "insert, update",
  "guests.date_of_birth": "insert, update",
  "guests.email": "insert, update",
  "guests.phone": "insert, update",
  "guests.walk_in": "insert",
  "waiver_signatures.guest_id": "insert",
  "waiver_signatures.document_id": "insert",
  "waiver_signatures.signature_name": "insert",
};

/** Columns of the public schema authenticated may not read: secrets. */
const UNREADABLE = [
  // The request's evidence of the W-9's signature, and the Vault secret holding the TIN.
  "tax_details.ip_address",
  "tax_details.tin_secret_id",
  "tax_details.user_agent",
  // The team invite link's hash (the link is the credential).
  "team_members.token_hash",
  "whatsapp_connections.access_token",
  "whatsapp_connections.verification_code",
];

/** Functions anon or authenticated may execute, in every schema the Data API may expose. */
const REVIEWED_FUNCTIONS: Record<string, string> = {
  "public.assign_partners(opportunity_id uuid, partner_ids uuid[], keep_others boolean)":
    "authenticated",
  "public.accept_bid(bid_id uuid)": "authenticated",
  "public.cancel_opportunity(opportunity_id uuid, reason text)": "authenticated",
  "public.move_opportunity(opportunity_id uuid, date timestamp with time zone, location text, base_rate numeric)":
    "authenticated",
  "public.complete_tour(tour_id uuid, actual_revenue numeric, rating integer, feedback text, confirm_no_check_ins boolean)":
    "authenticated",
  "public.cancel_tour(tour_id uuid, reason text)": "authenticated",
  "public.withdraw_from_tour(tour_id uuid, reason text)": "authenticated",
  "public.decide_tour_withdrawal(withdrawal_id uuid, approve boolean, note text)": "authenticated",
  "public.tour_withdrawal_terms(tour_id uuid)": "authenticated",
  // The team (83_team_commands.sql): the owner's commands, a manager's guide for a tour, and
  // the invite link read without an account and accepted by the invited address.
  "public.invite_team_member(email text, role team_role)": "authenticated",
  "public.resend_team_invite(member_id uuid)": "authenticated",
  "public.change_team_role(member_id uuid, role team_role)": "authenticated",
  "public.remove_team_member(member_id uuid)": "authenticated",
  "public.team_invite(token text)": "anon, authenticated",
  "public.accept_team_invite(token text)": "authenticated",
  "public.assign_tour_guide(tour_id uuid, guide_id uuid)": "authenticated",
  "public.calendar_feed(feed_token text)": "anon, authenticated",
  "public.opportunities_json(ids uuid[], known_full uuid[])": "authenticated",
  "public.pay_payable_lines(line_ids uuid[], paid_on date, method payout_method, reference text, total numeric)":
    "authenticated",
  "public.opportunity_page(search text, tour_type tour_type, priority opportunity_priority, status text, sort text, page_size integer, page_offset integer, count_limit integer, OUT ids uuid[], OUT total integer)":
    "authenticated",
  "public.correct_payable_line(line_id uuid, reason text)": "authenticated",
  "public.reverse_payable_line(line_id uuid, reason text)": "authenticated",
  "public.partner_stats(as_of timestamp with time zone)": "authenticated",
  "public.partner_trends(as_of timestamp with time zone)": "authenticated",
  "public.tour_client_contacts(tour_ids uuid[])": "authenticated",
  "public.tour_manifest(tour_id uuid)": "authenticated",
  "public.check_in_guest(guest_id uuid, id_type guest_id_type, signature_name text)":
    "authenticated",
  "public.mark_guest_no_show(guest_id uuid)": "authenticated",
  "public.unsubscribe_email(token text, confirm boolean)": "anon, authenticated",
  "public.rotate_unsubscribe_links()": "authenticated",
  "public.review_request_details(token text)": "anon, authenticated",
  "public.submit_review(token text, rating integer, text text)": "anon, authenticated",
  "public.resend_email(email_id uuid)": "authenticated",
  // The welcome mail's link and "send again": the caller's own address (21_email_confirmation.sql).
  "public.confirm_email(token text)": "authenticated",
  "public.resend_email_confirmation()": "authenticated",
  "public.save_tax_details(legal_name text, business_name text, tax_classification tax_classification, tin_type tin_type, tin text, address_line1 text, address_line2 text, city text, state text, postal_code text, certified boolean, signature text)":
    "authenticated",
  "public.tax_year_totals(tax_year integer)": "authenticated",
  // The organiser's and guests' links: the token is the credential (24_guests.sql).
  "public.guest_list(token text)": "anon, authenticated",
  "public.add_guest(token text, name text, date_of_birth date, email text, phone text)":
    "anon, authenticated",
  "public.update_guest(token text, guest_id uuid, name text, date_of_birth date, email text, phone text)":
    "anon, authenticated",
  "public.remove_guest(token text, guest_id uuid)": "anon, authenticated",
  "public.waiver_to_sign(token text)": "anon, authenticated",
  "public.sign_waiver(token text, signature_name text)": "anon, authenticated",
  "public.tour_guest_list(tour_id uuid)": "authenticated",
  "public.guest_list_link(tour_id uuid)": "authenticated",
  "public.resend_guest_list_link(tour_id uuid)": "authenticated",
  "public.revoke_guest_list_link(tour_id uuid)": "authenticated",
};

/** Every column of a public table or view, and what `role` may do with it. */
async function columnPrivileges(role: string) {
  const { rows } = await pool.query<{
    column: string;
    can_insert: boolean;
    can_update: boolean;
    can_select: boolean;
  }>(
    `select c.relname || '.' || a.attname as column,
            has_column_privilege($1, c.oid, a.attname, 'INSERT') as can_insert,
            has_column_privilege($1, c.oid, a.attname, 'UPDATE') as can_update,
            has_column_privilege($1, c.oid, a.attname, 'SELECT') as can_select
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
     order by 1`,
    [role],
  );
  return rows;
}

function writable(rows: Awaited<ReturnType<typeof columnPrivileges>>) {
  return Object.fromEntries(
    rows
      .filter((r) => r.can_insert || r.can_update)
      .map((r) => [
        r.column,
        [r.can_insert && "insert", r.can_update && "update"].filter(Boolean).join(", "),
      ]),
  );
}

describe("client-writable columns", () => {
  test("authenticated can write exactly the reviewed columns", async () => {
    expect(writable(await columnPrivileges("authenticated"))).toEqual(REVIEWED_WRITABLE);
  });

  test("anon can write no column", async () => {
    expect(writable(await columnPrivileges("anon"))).toEqual({});
  });

  test("no client role can write a table as a whole (TRUNCATE, REFERENCES, TRIGGER)", async () => {
    const { rows } = await pool.query(
      `select c.relname, r.role, p.privilege
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       cross join (values ('anon'), ('authenticated')) as r(role)
       cross join (values ('TRUNCATE'), ('REFERENCES'), ('TRIGGER')) as p(privilege)
       where n.nspname = 'public' and c.relkind in ('r', 'p')
         and has_table_privilege(r.role, c.oid, p.privilege)`,
    );
    expect(rows).toEqual([]);
  });

  test("secrets are readable by no client role", async () => {
    const readable = (await columnPrivileges("authenticated"))
      .filter((r) => !r.can_select)
      .map((r) => r.column);
    expect(readable).toEqual(UNREADABLE);
    const anonReadable = (await columnPrivileges("anon")).filter((r) => r.can_select);
    expect(anonReadable).toEqual([]);
  });
});

describe("client-callable functions", () => {
  test("anon and authenticated can execute exactly the reviewed functions", async () => {
    const { rows } = await pool.query<{ fn: string; roles: string }>(
      `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as fn,
              array_to_string(array_remove(array[
                case when has_function_privilege('anon', p.oid, 'EXECUTE') then 'anon' end,
                case when has_function_privilege('authenticated', p.oid, 'EXECUTE') then 'authenticated' end
              ], null), ', ') as roles
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'graphql_public')
         and (has_function_privilege('anon', p.oid, 'EXECUTE')
              or has_function_privilege('authenticated', p.oid, 'EXECUTE'))
       order by 1`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.fn, r.roles]))).toEqual(REVIEWED_FUNCTIONS);
  });
});
