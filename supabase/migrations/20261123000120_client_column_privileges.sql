-- Client column privileges: which columns anon and authenticated may name in an INSERT or
-- UPDATE, table by table. The Data API serves every public table to anyone with a session, so
-- a column left out here cannot be written by a client at all (42501, "permission denied"),
-- whatever the row policies allow; ids, timestamps, statuses set by the product, flags,
-- totals and the request's evidence come from defaults and triggers instead.
--
-- The list is the union of what the API writes as the caller (it runs as `authenticated` too)
-- and what the policies let a caller do. docs/security.md lists it with the reason for each
-- column, and tests/platform/db-writable-columns.test.ts fails when it changes unreviewed.
-- anon writes nothing: no page needs the database signed-out.

revoke insert, update on all tables in schema public from anon, authenticated;

-- ============================================================================================
-- users: the profile form, the signup wizard, and the admin's role/activation/verification
-- (guard_user_columns keeps those three for admins). Profiles are created by Auth's trigger.
-- ============================================================================================
grant update (
  first_name, last_name, phone, business_name, business_type, business_location, location,
  expertise, services, availability, max_group_size, min_hourly_rate, hourly_rate,
  custom_fields, role, is_active, is_verified
) on public.users to authenticated;

grant insert (user_id, notes, updated_by) on public.user_admin_notes to authenticated;
grant update (notes, updated_by) on public.user_admin_notes to authenticated;

-- ============================================================================================
-- opportunities (admins): what the opportunity form sends, and the status
-- ============================================================================================
grant insert (
  title, description, location, tour_type, date, duration, group_size, base_rate, priority,
  requirements, response_deadline, max_bids, auto_assign, partners_needed, custom_requirements,
  calendar_event_id, is_template, template_name, special_requests, accessibility,
  age_restrictions, group_type, transportation_needed, meal_preferences, budget_range,
  experience_level, preferred_expertise, location_radius
) on public.opportunities to authenticated;
grant update (
  title, description, location, tour_type, date, duration, group_size, base_rate, priority,
  requirements, status, response_deadline, max_bids, auto_assign, partners_needed,
  custom_requirements, calendar_event_id, is_template, template_name, special_requests,
  accessibility, age_restrictions, group_type, transportation_needed, meal_preferences,
  budget_range, experience_level, preferred_expertise, location_radius
) on public.opportunities to authenticated;

grant insert (opportunity_id, client_contact, client_email, client_phone, internal_notes)
  on public.opportunity_admin_details to authenticated;
grant update (client_contact, client_email, client_phone, internal_notes)
  on public.opportunity_admin_details to authenticated;

-- assigned_by and assigned_at are stamped by stamp_assignment(); an assignment is never edited.
grant insert (opportunity_id, partner_id) on public.opportunity_assignments to authenticated;

-- ============================================================================================
-- bids: a partner's offer; the admin's review (status, reason) and the first view
-- ============================================================================================
grant insert (opportunity_id, user_id, amount, message, additional_services)
  on public.bids to authenticated;
grant update (status, decline_reason, viewed_at) on public.bids to authenticated;

grant insert (bid_id, admin_notes, updated_by) on public.bid_admin_notes to authenticated;
grant update (admin_notes, updated_by) on public.bid_admin_notes to authenticated;

-- ============================================================================================
-- tours: created only by accept_bid(); an admin completes or cancels them
-- ============================================================================================
grant update (status, actual_revenue, rating, feedback, cancellation_reason)
  on public.tours to authenticated;

grant insert (tour_id, admin_notes, updated_by) on public.tour_admin_notes to authenticated;
grant update (admin_notes, updated_by) on public.tour_admin_notes to authenticated;

-- ============================================================================================
-- notifications: written by triggers and the product; people mark them read
-- ============================================================================================
grant update (is_read) on public.notifications to authenticated;

-- ============================================================================================
-- chat_messages: sender and status are stamped by stamp_chat_sender(); admins mark read
-- ============================================================================================
grant insert (user_id, sender_id, sender_type, message, message_type)
  on public.chat_messages to authenticated;
grant update (status) on public.chat_messages to authenticated;

-- ============================================================================================
-- whatsapp_connections: the partner gives a number; verification is an admin's or the
-- product's. The verification code and access token are secrets: no client role reads them.
-- ============================================================================================
grant insert (user_id, phone_number) on public.whatsapp_connections to authenticated;
grant update (phone_number, is_verified, status) on public.whatsapp_connections to authenticated;

revoke select on public.whatsapp_connections from anon, authenticated;
grant select (
  id, user_id, phone_number, is_verified, status, whatsapp_business_id, last_activity,
  created_at, updated_at
) on public.whatsapp_connections to authenticated;

-- ============================================================================================
-- calendar_integrations: the feed secret is made by make_feed_secret()
-- ============================================================================================
grant insert (user_id, provider, access_token, calendar_id, sync_enabled)
  on public.calendar_integrations to authenticated;
grant update (access_token, calendar_id, is_active, sync_enabled)
  on public.calendar_integrations to authenticated;

-- ============================================================================================
-- legal documents and agreements: version, time, validity, address and user agent are the
-- server's (check_agreement, stamp_agreement_request)
-- ============================================================================================
grant insert (
  id, title, document_type, content, pdf_path, version, is_active, requires_signature,
  requires_attestation, expires_at
) on public.legal_documents to authenticated;
grant update (
  title, document_type, content, pdf_path, version, is_active, requires_signature,
  requires_attestation, expires_at
) on public.legal_documents to authenticated;

grant insert (user_id, document_id, agreement_type, signature_data, attestation_text)
  on public.user_agreements to authenticated;
grant update (is_valid) on public.user_agreements to authenticated;

-- ============================================================================================
-- profile fields, settings and the audit log (admins)
-- ============================================================================================
grant insert (
  field_name, field_type, field_label, field_options, is_required, is_active, display_order,
  category, validation_rules
) on public.profile_fields to authenticated;
grant update (
  field_name, field_type, field_label, field_options, is_required, is_active, display_order,
  category, validation_rules
) on public.profile_fields to authenticated;

-- updated_by and updated_at are stamped by stamp_admin_setting().
grant insert (key, value, description, category) on public.admin_settings to authenticated;
grant update (value, description, category) on public.admin_settings to authenticated;

-- An admin's own entry; address, user agent and time are stamped by stamp_audit_request().
grant insert (user_id, action, entity, entity_id, old_values, new_values)
  on public.audit_logs to authenticated;
