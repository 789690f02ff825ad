-- Input limits: every text, list and catalogue value a client role can write is bounded here
-- exactly as the API's zod schemas bound it (supabase/functions/_shared/schemas), so a request
-- sent straight to the Data API meets the same rules as one sent through `/api`.
--
-- Conventions the limits test reads back (tests/platform/db-limits-agreement.test.ts):
-- * a text limit is a CHECK named `<table>_<column>_length` written `char_length(col) <= N`;
-- * a list of labels is a CHECK named `<table>_<column>_labels` calling
--   private.labels_within(col, max_items, max_length);
-- * a catalogue is a CHECK named `<table>_<column>_values`.
-- The API trims text before it checks the length; the database counts what it is given.

-- ============================================================================================
-- Helpers
-- ============================================================================================

/**
 * True when `labels` holds at most `max_items` entries (no bound when null), each of them
 * non-blank and at most `max_length` characters.
 */
create function private.labels_within(labels text[], max_items integer, max_length integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select (max_items is null or coalesce(cardinality(labels), 0) <= max_items)
    and not exists (
      select 1 from unnest(labels) as label
      where label is null or btrim(label) = '' or char_length(label) > max_length
    )
$$;

/**
 * SPEC §9: the add-ons a bid may include, as stored on the bid ("Transportation included
 * (+$50)") with their price in cents. The same catalogue as ADD_ONS in _shared/add-ons.ts; the
 * limits test compares the two.
 */
create function private.bid_add_ons()
returns table (note text, price_cents integer)
language sql
immutable
set search_path = ''
as $$
  values
    ('Transportation included (+$50)', 5000),
    ('Refreshments provided (+$25)', 2500),
    ('Extended Q&A session (+$75)', 7500),
    ('Educational materials (+$30)', 3000),
    ('Professional photos (+$100)', 10000)
$$;

/** True when every entry of `notes` is a catalogue add-on, each at most once. */
create function private.known_add_ons(notes text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(cardinality(notes), 0) = (select count(distinct n) from unnest(notes) as n)
    and not exists (
      select 1 from unnest(notes) as n
      where n is null or n not in (select a.note from private.bid_add_ons() a)
    )
$$;

/** What the add-ons named by `notes` cost together, in dollars (unknown notes count 0). */
create function private.add_ons_price(notes text[])
returns numeric
language sql
immutable
set search_path = ''
as $$
  select coalesce(sum(a.price_cents), 0) / 100.0
  from private.bid_add_ons() a
  where a.note = any (notes)
$$;

/** The longest answer to a text or textarea profile field (CUSTOM_FIELD_TEXT_MAX_LENGTH). */
create function private.custom_field_text_max_length()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 5000
$$;

revoke all on all functions in schema private from public;
grant execute on function private.labels_within(text[], integer, integer) to authenticated, service_role;
grant execute on function private.known_add_ons(text[]) to authenticated, service_role;
grant execute on function private.add_ons_price(text[]) to authenticated, service_role;
grant execute on function private.bid_add_ons() to authenticated, service_role;
grant execute on function private.custom_field_text_max_length() to authenticated, service_role;

-- ============================================================================================
-- users (signupSchema, profileSchema)
-- ============================================================================================
alter table public.users
  add constraint users_first_name_length check (char_length(first_name) <= 200),
  add constraint users_last_name_length check (char_length(last_name) <= 200),
  add constraint users_business_name_length check (char_length(business_name) <= 200),
  add constraint users_business_location_length_max check (char_length(business_location) <= 300),
  -- The profile form's location is at most 200; the wizard copies its 300-character business
  -- location here, so the column takes the larger of the two.
  add constraint users_location_length check (char_length(location) <= 300),
  add constraint users_expertise_labels check (private.labels_within(expertise, 50, 100)),
  add constraint users_services_labels check (private.labels_within(services, 50, 100)),
  -- BUSINESS_TYPES (profile form) and SIGNUP_BUSINESS_TYPES (wizard) of profile-options.ts.
  add constraint users_business_type_values check (business_type in (
    'farm', 'dispensary', 'processor', 'retailer',
    'Indoor Farm', 'Outdoor Farm', 'Dispensary', 'Edibles Manufacturer', 'Testing Lab',
    'Microbusiness', 'Concentrates/Hash Manufacturer', 'Professional Service'
  )),
  -- DAYS of profile-options.ts.
  add constraint users_availability_values check (availability <@ array[
    'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'
  ]),
  -- Only a picture on this project's own Storage (a path under its public object URL), never
  -- an outside host an admin's browser would be sent to.
  add constraint users_profile_image_url_own_storage check (
    profile_image_url ~ '^/storage/v1/object/public/[a-z0-9_-]+/[A-Za-z0-9/_.-]+$'
    and profile_image_url !~ '\.\.'
    and char_length(profile_image_url) <= 500
  );

alter table public.user_admin_notes
  add constraint user_admin_notes_notes_length check (char_length(notes) <= 5000);

-- ============================================================================================
-- opportunities (opportunitySchema)
-- ============================================================================================
alter table public.opportunities
  add constraint opportunities_title_length check (char_length(title) <= 200),
  add constraint opportunities_description_length check (char_length(description) <= 5000),
  add constraint opportunities_location_length check (char_length(location) <= 300),
  add constraint opportunities_calendar_event_id_length check (char_length(calendar_event_id) <= 200),
  add constraint opportunities_template_name_length check (char_length(template_name) <= 200),
  add constraint opportunities_special_requests_length check (char_length(special_requests) <= 2000),
  add constraint opportunities_budget_range_length check (char_length(budget_range) <= 100),
  add constraint opportunities_requirements_labels check (private.labels_within(requirements, null, 200)),
  add constraint opportunities_accessibility_labels check (private.labels_within(accessibility, null, 200)),
  add constraint opportunities_meal_preferences_labels
    check (private.labels_within(meal_preferences, null, 200)),
  add constraint opportunities_preferred_expertise_labels
    check (private.labels_within(preferred_expertise, null, 200)),
  add constraint opportunities_custom_requirements_object
    check (jsonb_typeof(custom_requirements) = 'object');

alter table public.opportunity_admin_details
  add constraint opportunity_admin_details_client_contact_length check (char_length(client_contact) <= 200),
  add constraint opportunity_admin_details_client_phone_length check (char_length(client_phone) <= 50),
  add constraint opportunity_admin_details_internal_notes_length check (char_length(internal_notes) <= 5000);

-- ============================================================================================
-- bids (bidSchema, bidReviewSchema)
-- ============================================================================================
alter table public.bids
  add constraint bids_message_length check (char_length(message) <= 5000),
  add constraint bids_decline_reason_length check (char_length(decline_reason) <= 1000),
  -- 99,999,999 cents: the most the bid payload takes.
  add constraint bids_amount_max check (amount <= 999999.99),
  add constraint bids_additional_services_values check (private.known_add_ons(additional_services)),
  -- SPEC §5/§9: the total is a base of more than 0 plus the add-ons.
  add constraint bids_base_amount_positive check (amount > private.add_ons_price(additional_services));

alter table public.bid_admin_notes
  add constraint bid_admin_notes_admin_notes_length check (char_length(admin_notes) <= 5000);

-- ============================================================================================
-- tours (tourUpdateSchema)
-- ============================================================================================
alter table public.tours
  add constraint tours_feedback_length check (char_length(feedback) <= 5000),
  add constraint tours_cancellation_reason_length check (char_length(cancellation_reason) <= 1000);

alter table public.tour_admin_notes
  add constraint tour_admin_notes_admin_notes_length check (char_length(admin_notes) <= 5000);

-- ============================================================================================
-- chat_messages (chatMessageSchema, adminChatReplySchema)
-- ============================================================================================
alter table public.chat_messages
  add constraint chat_messages_message_length check (char_length(message) <= 2000),
  add constraint chat_messages_message_type_values check (message_type in ('text', 'system'));

-- ============================================================================================
-- user_agreements (agreementSchema; the address and user agent as the API cuts them)
-- ============================================================================================
alter table public.user_agreements
  add constraint user_agreements_signature_data_length check (char_length(signature_data) <= 20000),
  add constraint user_agreements_attestation_text_length check (char_length(attestation_text) <= 2000),
  add constraint user_agreements_ip_address_length check (char_length(ip_address) <= 100),
  add constraint user_agreements_user_agent_length check (char_length(user_agent) <= 500);

-- ============================================================================================
-- profile_fields (profileFieldSchema) and legal_documents (legalDocumentSchema)
-- ============================================================================================
alter table public.profile_fields
  add constraint profile_fields_field_name_length check (char_length(field_name) <= 63),
  add constraint profile_fields_field_label_length check (char_length(field_label) <= 200);

alter table public.legal_documents
  add constraint legal_documents_title_length check (char_length(title) <= 200),
  add constraint legal_documents_content_length check (char_length(content) <= 200000),
  add constraint legal_documents_version_length check (char_length(version) <= 20);

-- ============================================================================================
-- calendar_integrations: the product names the calendar and makes the feed secret
-- ============================================================================================
alter table public.calendar_integrations
  add constraint calendar_integrations_calendar_id_length check (char_length(calendar_id) <= 200);
