-- The rules hold at every door.
--
-- The licence rule ("Cannabis license required": an approved, unexpired licence for the tour's
-- state) was checked only when a bid was placed. It now holds wherever a partner comes to a
-- tour: accepting a bid (accept_bid), assigning a partner by hand or automatically (a trigger
-- on opportunity_assignments, which auto_assign writes through too), and editing a tour's
-- requirement or place while partners are assigned to it or touring it. A bid placed before a
-- licence was rejected, deleted or ran out, or before the requirement was added, stays as it
-- was, is shown to the admin with the reason (private.licence_shortfall) and cannot be
-- accepted (TP107).

-- ============================================================================================
-- Why a partner does not meet a tour's licence rule
-- ============================================================================================

/**
 * Why `partner_id` does not meet the licence rule of a tour with these requirements and this
 * location, as a sentence for the admin; null when they meet it (the tour requires no licence,
 * or they hold a current one for its state: private.current_licences, the one definition). The
 * reason names what the partner has for that state: a licence awaiting review, one that
 * expired, one that was rejected, or none. Security definer so that it answers the same for
 * every caller (an admin reviewing bids, accept_bid, the assignment trigger).
 */
create function private.licence_shortfall(partner_id uuid, requirements text[], location text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  required_state text := private.required_licence_state(requirements, location);
  closest public.partner_licences;
  rule text;
begin
  if required_state = '' then
    return null;
  end if;
  if required_state is null then
    return 'this tour requires a cannabis licence, and its location names no US state';
  end if;
  if exists (
    select 1 from private.current_licences(array[licence_shortfall.partner_id]) c
    where c.state = required_state
  ) then
    return null;
  end if;
  rule := format('this tour requires an approved, unexpired %s cannabis licence', required_state);
  -- The licence that comes closest: one awaiting review, then the latest to expire, then a
  -- rejected one.
  select * into closest
  from public.partner_licences l
  where l.partner_id = licence_shortfall.partner_id and l.state = required_state
  order by
    case l.status when 'pending' then 0 when 'approved' then 1 else 2 end,
    l.expires_on desc
  limit 1;
  if not found then
    return rule || format(', and the partner holds no %s licence', required_state);
  end if;
  return rule || case
    when closest.status = 'pending' and closest.expires_at > now()
      then ': the partner''s licence is still awaiting review'
    when closest.status = 'rejected'
      then format(': the partner''s licence was rejected (%s)', closest.rejection_reason)
    else format(': the partner''s licence expired on %s',
      to_char(closest.expires_on, 'FMMonth FMDD, YYYY'))
  end;
end;
$$;

revoke all on function private.licence_shortfall(uuid, text[], text) from public;
grant execute on function private.licence_shortfall(uuid, text[], text) to authenticated, service_role;

-- ============================================================================================
-- Accepting a bid
-- ============================================================================================

/**
 * Accepts a bid in one transaction: schedules its tour, marks it accepted and, once the
 * opportunity has as many accepted bids as partners_needed (one unless said otherwise), awards
 * the opportunity and declines its other active bids. The triggers on bids and tours notify the
 * partners. The opportunity row is locked first, so two admins accepting different bids of one
 * opportunity at once are served one after the other and the second finds it awarded.
 *
 * Errors: 42501 not an admin; P0002 no such bid; TP202 the opportunity is not open or already
 * has all the partners it needs; TP201 the bid is not pending or shortlisted; TP107 the partner
 * does not meet the tour's licence rule now (private.licence_shortfall says why), whatever it
 * was when they bid.
 */
create or replace function public.accept_bid(bid_id uuid)
returns public.tours
language plpgsql
security definer
set search_path = ''
as $$
declare
  target_opportunity_id uuid;
  opportunity public.opportunities;
  bid public.bids;
  accepted_bids integer;
  shortfall text;
  tour public.tours;
begin
  if not private.is_admin() then
    raise exception 'only an administrator can accept a bid' using errcode = '42501';
  end if;

  select b.opportunity_id into target_opportunity_id from public.bids b where b.id = accept_bid.bid_id;
  if not found then
    raise exception 'bid % does not exist', accept_bid.bid_id using errcode = 'P0002';
  end if;

  select * into opportunity from public.opportunities o where o.id = target_opportunity_id for update;
  -- Read the bid again under the lock: another acceptance may have changed it meanwhile.
  select * into bid from public.bids b where b.id = accept_bid.bid_id for update;

  if opportunity.status <> 'open' then
    raise exception 'this opportunity is % and takes no more partners', opportunity.status
      using errcode = 'TP202';
  end if;
  if bid.status not in ('pending', 'shortlisted') then
    raise exception 'this bid is % and cannot be accepted', bid.status using errcode = 'TP201';
  end if;
  shortfall := private.licence_shortfall(bid.user_id, opportunity.requirements, opportunity.location);
  if shortfall is not null then
    raise exception '%', shortfall using errcode = 'TP107';
  end if;
  select count(*) into accepted_bids
  from public.bids b
  where b.opportunity_id = opportunity.id and b.status = 'accepted';
  if accepted_bids >= opportunity.partners_needed then
    raise exception 'this opportunity already has the partners it needs' using errcode = 'TP202';
  end if;

  insert into public.tours (opportunity_id, partner_id, bid_id, scheduled_for, agreed_amount)
  values (opportunity.id, bid.user_id, bid.id, opportunity.date, bid.amount)
  returning * into tour;

  update public.bids b set status = 'accepted' where b.id = bid.id;

  if accepted_bids + 1 >= opportunity.partners_needed then
    update public.opportunities o set status = 'awarded' where o.id = opportunity.id;
    update public.bids b
    set status = 'declined',
        decline_reason = 'Another partner was selected for this opportunity.'
    where b.opportunity_id = opportunity.id and b.status in ('pending', 'shortlisted');
  end if;

  return tour;
end;
$$;

revoke all on function public.accept_bid(uuid) from public, anon;
grant execute on function public.accept_bid(uuid) to authenticated, service_role;

-- ============================================================================================
-- Assigning a partner
-- ============================================================================================

/**
 * A new assignment, by an admin's hand or by auto-assign, meets the tour's licence rule
 * (TP107, with private.licence_shortfall's reason). An assignment that already exists is left
 * alone (`on conflict do nothing` sends it again when an admin saves the list unchanged), so a
 * partner whose licence lapsed after being assigned can be kept or removed, never added anew.
 * Security definer: the rule reads the partner's licences.
 */
create function private.check_assignment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  tour public.opportunities;
  shortfall text;
begin
  if exists (
    select 1 from public.opportunity_assignments a
    where a.opportunity_id = new.opportunity_id and a.partner_id = new.partner_id
  ) then
    return new;
  end if;
  select * into tour from public.opportunities o where o.id = new.opportunity_id;
  if not found then
    return new; -- the foreign key answers
  end if;
  shortfall := private.licence_shortfall(new.partner_id, tour.requirements, tour.location);
  if shortfall is not null then
    raise exception '%', shortfall using errcode = 'TP107';
  end if;
  return new;
end;
$$;

revoke all on function private.check_assignment() from public;

-- Named to run before stamp_assignment (triggers fire in name order); both before insert.
create trigger check_assignment
  before insert on public.opportunity_assignments
  for each row execute function private.check_assignment();

-- ============================================================================================
-- Editing a tour's requirement or place
-- ============================================================================================

/**
 * A change of requirements or location that brings in a licence rule (a new requirement, or a
 * place in another state) is refused while a partner assigned to the tour or scheduled to run
 * it does not meet the new rule (TP107, naming them). Pending bids stay, shown to the admin
 * with the reason, and cannot be accepted. Named to run after require_licence_state (TP604
 * first). Security definer: it reads the partners' licences.
 */
create function private.require_licensed_partners()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  unlicensed text;
begin
  if private.required_licence_state(new.requirements, new.location)
    is not distinct from private.required_licence_state(old.requirements, old.location)
    or private.required_licence_state(new.requirements, new.location) = ''
  then
    return new;
  end if;
  select string_agg(
    coalesce(nullif(btrim(u.business_name), ''), nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email)
      || case when p.touring then ' (scheduled tour)' else ' (assigned)' end,
    ', ' order by 1
  )
  into unlicensed
  from (
    select x.partner_id, bool_or(x.touring) as touring
    from (
      select a.partner_id, false as touring
      from public.opportunity_assignments a where a.opportunity_id = new.id
      union all
      select t.partner_id, true
      from public.tours t where t.opportunity_id = new.id and t.status = 'scheduled'
    ) x
    group by x.partner_id
  ) p
  join public.users u on u.id = p.partner_id
  where private.licence_shortfall(p.partner_id, new.requirements, new.location) is not null;
  if unlicensed is not null then
    raise exception
      'this change requires an approved, unexpired % cannabis licence, which these partners do not hold: %. Remove them from the tour first, or keep the requirement and place as they were',
      private.required_licence_state(new.requirements, new.location), unlicensed
      using errcode = 'TP107';
  end if;
  return new;
end;
$$;

revoke all on function private.require_licensed_partners() from public;

create trigger require_licensed_partners
  before update of requirements, location on public.opportunities
  for each row
  when (
    new.requirements is distinct from old.requirements or new.location is distinct from old.location
  )
  execute function private.require_licensed_partners();

-- ============================================================================================
-- Templates are their own thing
-- ============================================================================================
-- A template was a row of opportunities with `is_template`, status open: listed and editable
-- as an opportunity, offered "Assign Partners", and so assignable and announced to partners,
-- who could then read it. Templates now live in their own table, which only admins reach: the
-- opportunity form's fields under a name, with no date, status, bids or assignments, so they
-- can never be bid on, assigned, listed to a partner or announced. The existing template rows
-- move there (with their client details) and leave opportunities, with the assignments and
-- the partners' notifications about them; `opportunities.is_template` stays false from now on
-- (`opportunities_never_template`) and no client role writes it or `template_name`.

create table public.opportunity_templates (
  id uuid primary key default gen_random_uuid(),
  template_name text not null
    constraint opportunity_templates_template_name_present check (btrim(template_name) <> '')
    constraint opportunity_templates_template_name_length check (char_length(template_name) <= 200),
  title text not null
    constraint opportunity_templates_title_present check (btrim(title) <> '')
    constraint opportunity_templates_title_length check (char_length(title) <= 200),
  description text
    constraint opportunity_templates_description_length check (char_length(description) <= 5000),
  location text not null
    constraint opportunity_templates_location_present check (btrim(location) <> '')
    constraint opportunity_templates_location_length check (char_length(location) <= 300),
  tour_type public.tour_type not null default 'farm',
  duration integer not null default 3
    constraint opportunity_templates_duration_range check (duration between 1 and 12),
  group_size integer not null default 8
    constraint opportunity_templates_group_size_range check (group_size between 1 and 50),
  base_rate numeric(10, 2) not null
    constraint opportunity_templates_base_rate_positive check (base_rate >= 0),
  priority public.opportunity_priority not null default 'regular',
  requirements text[] not null default '{}'
    constraint opportunity_templates_requirements_labels
      check (private.labels_within(requirements, null, 200)),
  partners_needed integer not null default 1
    constraint opportunity_templates_partners_needed_range check (partners_needed between 1 and 50),
  max_bids integer not null default 10
    constraint opportunity_templates_max_bids_range check (max_bids between 1 and 100),
  auto_assign boolean not null default false,
  custom_requirements jsonb not null default '{}'
    constraint opportunity_templates_custom_requirements_object
      check (jsonb_typeof(custom_requirements) = 'object'),
  special_requests text
    constraint opportunity_templates_special_requests_length check (char_length(special_requests) <= 2000),
  accessibility text[] not null default '{}'
    constraint opportunity_templates_accessibility_labels
      check (private.labels_within(accessibility, null, 200)),
  age_restrictions public.age_restriction not null default '21+',
  group_type public.group_type not null default 'mixed',
  transportation_needed boolean not null default false,
  meal_preferences text[] not null default '{}'
    constraint opportunity_templates_meal_preferences_labels
      check (private.labels_within(meal_preferences, null, 200)),
  budget_range text
    constraint opportunity_templates_budget_range_length check (char_length(budget_range) <= 100),
  experience_level public.experience_level not null default 'beginner',
  preferred_expertise text[] not null default '{}'
    constraint opportunity_templates_preferred_expertise_labels
      check (private.labels_within(preferred_expertise, null, 200)),
  location_radius integer not null default 50
    constraint opportunity_templates_location_radius_range check (location_radius between 5 and 500),
  client_contact text
    constraint opportunity_templates_client_contact_length check (char_length(client_contact) <= 200),
  client_email text
    constraint opportunity_templates_client_email_format
      check (client_email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  client_phone text
    constraint opportunity_templates_client_phone_length check (char_length(client_phone) <= 50),
  internal_notes text
    constraint opportunity_templates_internal_notes_length check (char_length(internal_notes) <= 5000),
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.opportunity_templates enable row level security;
revoke all on public.opportunity_templates from anon;
revoke insert, update, truncate, references, trigger on public.opportunity_templates from authenticated;

comment on table public.opportunity_templates is
  'Saved opportunity forms for "New from Template": admins only; never bid on, assigned or shown to partners.';

create index opportunity_templates_name_idx on public.opportunity_templates (lower(template_name));
create index opportunity_templates_created_by_idx on public.opportunity_templates (created_by);

create trigger set_updated_at
  before update on public.opportunity_templates
  for each row execute function private.set_updated_at();

create trigger stamp_created_by
  before insert on public.opportunity_templates
  for each row execute function private.stamp_created_by();

create trigger record_audit
  after insert or update or delete on public.opportunity_templates
  for each row execute function private.record_audit('opportunity_template', 'id');

create policy "only active users reach templates"
  on public.opportunity_templates as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "admins manage templates"
  on public.opportunity_templates for all to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- What Save as Template writes and an admin may rename; created_by is stamped.
grant insert (
  template_name, title, description, location, tour_type, duration, group_size, base_rate,
  priority, requirements, partners_needed, max_bids, auto_assign, custom_requirements,
  special_requests, accessibility, age_restrictions, group_type, transportation_needed,
  meal_preferences, budget_range, experience_level, preferred_expertise, location_radius,
  client_contact, client_email, client_phone, internal_notes
) on public.opportunity_templates to authenticated;
grant update (
  template_name, title, description, location, tour_type, duration, group_size, base_rate,
  priority, requirements, partners_needed, max_bids, auto_assign, custom_requirements,
  special_requests, accessibility, age_restrictions, group_type, transportation_needed,
  meal_preferences, budget_range, experience_level, preferred_expertise, location_radius,
  client_contact, client_email, client_phone, internal_notes
) on public.opportunity_templates to authenticated;
grant select, delete on public.opportunity_templates to authenticated;

-- The template rows of opportunities move, with their client details, under the same ids.
insert into public.opportunity_templates (
  id, template_name, title, description, location, tour_type, duration, group_size, base_rate,
  priority, requirements, partners_needed, max_bids, auto_assign, custom_requirements,
  special_requests, accessibility, age_restrictions, group_type, transportation_needed,
  meal_preferences, budget_range, experience_level, preferred_expertise, location_radius,
  client_contact, client_email, client_phone, internal_notes, created_by, created_at, updated_at
)
select
  o.id, coalesce(nullif(btrim(o.template_name), ''), o.title), o.title, o.description,
  o.location, o.tour_type, o.duration, o.group_size, o.base_rate, o.priority, o.requirements,
  o.partners_needed, o.max_bids, o.auto_assign, o.custom_requirements, o.special_requests,
  o.accessibility, o.age_restrictions, o.group_type, o.transportation_needed,
  o.meal_preferences, o.budget_range, o.experience_level, o.preferred_expertise,
  o.location_radius, d.client_contact, d.client_email, d.client_phone, d.internal_notes,
  o.created_by, o.created_at, o.updated_at
from public.opportunities o
left join public.opportunity_admin_details d on d.opportunity_id = o.id
where o.is_template;

-- What partners were told about a template ("New opportunity assigned") goes with it.
delete from public.notifications n
where n.data ->> 'opportunityId' in (
  select o.id::text from public.opportunities o where o.is_template
);
-- Bids were never taken on a template (TP101), so no tour names one; its assignments and
-- client details follow it (on delete cascade).
delete from public.opportunities o where o.is_template;

alter table public.opportunities
  add constraint opportunities_never_template check (not is_template);

comment on column public.opportunities.is_template is
  'Always false: templates are rows of opportunity_templates. Kept while the open list''s indexes and functions name it.';
comment on column public.opportunities.template_name is
  'Always null for new rows: templates are rows of opportunity_templates.';

revoke insert (is_template, template_name), update (is_template, template_name)
  on public.opportunities from authenticated;

-- ============================================================================================
-- Legal PDFs only through the API's links
-- ============================================================================================
-- A partner could ask Storage directly for a signed URL of a document in force, of any
-- lifetime (3,650 days: hosted Storage caps none), which kept downloading after the partner
-- was deactivated: a signed URL is a bearer token Storage cannot revoke. No client role now
-- reaches the bucket's objects at all, to read, sign or write: the API does, with the service
-- role, only after the database authorised the caller in the same request (an admin's write of
-- the document's row; the documents in force a partner's RLS lets them read), and signs for
-- LEGAL_PDF_LINK_SECONDS (300). Only policies change on storage.objects, as on hosted Supabase.
drop policy "legal documents: active users read the PDFs of documents in force" on storage.objects;
drop policy "legal documents: admins manage the PDFs" on storage.objects;

-- ============================================================================================
-- Payouts: a paid line reversed, a paid batch announced
-- ============================================================================================
-- A paid line could never be corrected (TP801 on any update). Now an admin reverses it, with a
-- reason: a new line of the same tour for the negative amount, pending, earned the day it was
-- made, so it enters the partner's next batch and every sum (the partner's revenue, what is
-- owed, the month's totals) nets it out. The original stays paid, as it was. Each reversal is
-- audit-logged as a new payable line (record_audit on payable_lines).

alter type public.notification_type add value if not exists 'payout_paid';

alter table public.payable_lines
  add column reversal_of uuid
    constraint payable_lines_reversal_of_once unique
    references public.payable_lines (id) on delete restrict,
  add column reversal_reason text
    constraint payable_lines_reversal_reason_length check (char_length(reversal_reason) <= 1000)
    constraint payable_lines_reversal_reason_present check (btrim(reversal_reason) <> ''),
  drop constraint payable_lines_amount_positive,
  add constraint payable_lines_amount_positive check (amount >= 0 or reversal_of is not null),
  add constraint payable_lines_reversal_negative check (reversal_of is null or amount <= 0),
  add constraint payable_lines_reversed_with_reason
    check ((reversal_of is null) = (reversal_reason is null));

comment on column public.payable_lines.reversal_of is
  'The paid line this one reverses (its negative amount enters the partner''s next batch); null for a tour''s own line.';

/**
 * Reverses a paid line with a reason: a pending line of minus its amount, for the same tour
 * and partner, that the partner's next payment nets out. 42501 for a non-admin, P0002 an
 * unknown line, TP805 a line that is not paid (a pending one is corrected instead) or is
 * itself a reversal, TP806 a line already reversed.
 */
create function public.reverse_payable_line(line_id uuid, reason text)
returns public.payable_lines
language plpgsql
security definer
set search_path = ''
as $$
declare
  line public.payable_lines;
  reversal public.payable_lines;
begin
  if not private.is_admin() then
    raise exception 'only an administrator can reverse a payment' using errcode = '42501';
  end if;
  select * into line from public.payable_lines l where l.id = line_id for update;
  if not found then
    raise exception 'payable line % does not exist', line_id using errcode = 'P0002';
  end if;
  if line.reversal_of is not null then
    raise exception 'a reversal is not reversed; reverse the line it reverses instead'
      using errcode = 'TP805';
  end if;
  if line.status <> 'paid' then
    raise exception 'only a paid line is reversed; correct a pending line instead'
      using errcode = 'TP805';
  end if;
  if exists (select 1 from public.payable_lines r where r.reversal_of = line.id) then
    raise exception 'this line was already reversed' using errcode = 'TP806';
  end if;
  insert into public.payable_lines (
    partner_id, tour_id, tour_title, tour_date, amount, earned_at, reversal_of, reversal_reason
  )
  values (
    line.partner_id, null, line.tour_title, line.tour_date, -line.amount, now(), line.id,
    btrim(reason)
  )
  returning * into reversal;
  return reversal;
end;
$$;

revoke all on function public.reverse_payable_line(uuid, text) from public, anon;
grant execute on function public.reverse_payable_line(uuid, text) to authenticated, service_role;

/**
 * Tells the partner a payment was sent (type payout_paid, {payoutId, total, paidOn, method,
 * reference}); nobody when the account is gone (a payment outlives it).
 */
create function private.notify_payout()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify(
    u.id,
    'payout_paid',
    'Payment sent',
    format(
      'We paid you $%s on %s by %s (reference %s).',
      to_char(new.total, 'FM999,999,999,990.00'),
      to_char(new.paid_on, 'FMMonth FMDD, YYYY'),
      case new.method when 'paypal' then 'PayPal' else replace(new.method::text, '_', ' ') end,
      new.reference
    ),
    jsonb_build_object(
      'payoutId', new.id, 'total', new.total, 'paidOn', new.paid_on, 'method', new.method,
      'reference', new.reference
    )
  )
  from public.users u
  where u.id = new.partner_id;
  return null;
end;
$$;

revoke all on function private.notify_payout() from public;

create trigger notify_payout
  after insert on public.payouts
  for each row execute function private.notify_payout();

-- ============================================================================================
-- No silent deployment step
-- ============================================================================================
-- Until the place data is loaded (`npm run places:load -- <database url>`), no distance is
-- known, so distance excludes nobody and auto-assign, which needs a known distance, assigns
-- nobody, and nothing said so. The admin dashboard now warns (the API reads
-- private.places_loaded()), and auto-assign records why it assigned nobody.

/** Whether the place data is loaded: what distances, and so auto-assign, need. */
create function private.places_loaded()
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (select 1 from private.places)
$$;

revoke all on function private.places_loaded() from public;
grant execute on function private.places_loaded() to authenticated, service_role;

/**
 * "Auto-assign the best-matching partners": assigns an open, upcoming opportunity's best
 * matches whose business hosts its tour type and whose distance is known (within their reach,
 * as matching requires) until it has as many assigned partners as
 * least(max_bids, greatest(partners_needed, 5)). Each assignment notifies its partner
 * (private.notify_assignment). When it assigns nobody though partners were wanted, it says
 * why, in the audit log (action `auto_assign_none`, new_values {reason}) and to the admin who
 * asked, as a `system` notification: no place data loaded, a location that names no known
 * place, or no active partner that matches. Security definer: it reads every partner's fit,
 * and it runs for the admin who created or switched on the opportunity.
 */
create or replace function private.auto_assign(opportunity_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target integer;
  tour public.opportunities;
  assigned integer;
  reason text;
begin
  select * into tour
  from public.opportunities o
  where o.id = auto_assign.opportunity_id
    and o.status = 'open' and not o.is_template and o.date > now();
  if not found then
    return;
  end if;
  target := least(tour.max_bids, greatest(tour.partners_needed, 5))
    - (select count(*) from public.opportunity_assignments a where a.opportunity_id = tour.id);
  if target <= 0 then
    return;
  end if;

  insert into public.opportunity_assignments (opportunity_id, partner_id)
  select auto_assign.opportunity_id, m.partner_id
  from private.opportunity_matches(auto_assign.opportunity_id, 10000) m
  where m.type_match
    and m.distance_miles is not null
    and not exists (
      select 1 from public.opportunity_assignments a
      where a.opportunity_id = auto_assign.opportunity_id and a.partner_id = m.partner_id
    )
  order by m.score desc, m.distance_miles nulls last, m.partner_id
  limit target
  on conflict do nothing;
  get diagnostics assigned = row_count;
  if assigned > 0 then
    return;
  end if;

  reason := case
    when not private.places_loaded() then
      'no place data is loaded, so no distance is known (run npm run places:load -- <database url>)'
    when tour.latitude is null then
      format('its location, "%s", names no known place, so no distance is known', tour.location)
    else
      'no active partner with a complete profile whose business hosts this tour type is within reach and available'
  end;
  insert into public.audit_logs (user_id, action, entity, entity_id, new_values)
  values (
    (select auth.uid()), 'auto_assign_none', 'opportunity', tour.id::text,
    jsonb_build_object('reason', reason)
  );
  perform private.notify(
    u.id,
    'system',
    'Auto-assign assigned nobody',
    format('Auto-assign found nobody for "%s": %s.', tour.title, reason),
    jsonb_build_object('opportunityId', tour.id, 'reason', reason)
  )
  from public.users u
  where u.id = (select auth.uid()) and u.role = 'admin';
end;
$$;

revoke all on function private.auto_assign(uuid) from public;

-- ============================================================================================
-- The scheduled jobs on pg_cron
-- ============================================================================================
-- No Postgres with pg_cron can be had from npm, so the scheduling is written as Supabase's
-- Cron docs show it (guides/cron/install, guides/cron/quickstart) and checked statement by
-- statement against them (docs/database.md, "Scheduled jobs"):
--   create extension pg_cron with schema pg_catalog;   (…015300_licence_expiry)
--   grant usage on schema cron to postgres;
--   grant all privileges on all tables in schema cron to postgres;
--   select cron.schedule('<name>', '<cron syntax>', '<SQL>');  (a second job of the same name
--     overwrites the first, so scheduling again is safe)
-- private.schedule_jobs() is the one place that calls cron.schedule; a test runs it against a
-- stand-in with pg_cron's signature.

/** Schedules every row of private.scheduled_jobs with pg_cron; returns how many. */
create function private.schedule_jobs()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  job record;
  scheduled integer := 0;
begin
  for job in select j.name, j.schedule, j.command from private.scheduled_jobs j order by j.name loop
    perform cron.schedule(job.name, job.schedule, job.command);
    scheduled := scheduled + 1;
  end loop;
  return scheduled;
end;
$$;

revoke all on function private.schedule_jobs() from public;

do $$
begin
  if not exists (select 1 from pg_extension where extname = 'pg_cron') then
    return;
  end if;
  grant usage on schema cron to postgres;
  grant all privileges on all tables in schema cron to postgres;
  perform private.schedule_jobs();
end;
$$;

-- ============================================================================================
-- Every open tour a partner qualifies for, a page at a time
-- ============================================================================================
-- caller_matches() ranks only the 300 soonest biddable tours (and those the partner is
-- assigned to): ranking every open tour would judge them all on each dashboard load. A good
-- match further ahead never showed. The partner now also walks every biddable tour in date
-- order, a page of matches at a time: each call judges the tours after its cursor in windows of
-- 300, on the open list's (date, id) index with the same rule (fits_rows over match_tours), so
-- its cost is bounded by the windows it judges, not by how many tours are open.

/**
 * The caller's matches after the cursor (`after_date`, `after_id`; null for the start), in
 * date order: biddable tours (open, date and deadline ahead) with no active bid of theirs,
 * that are not full, that they match (score > 0), at most `max_results`. Judges at most
 * `max_windows` windows of 300 tours; when it stops with tours possibly left, the last row has
 * a null score and names the last tour judged, where the next call starts. Read under RLS.
 */
create function private.caller_matches_after(
  after_date timestamptz,
  after_id uuid,
  max_results integer,
  max_windows integer default 10
)
returns table (opportunity_id uuid, score numeric, date timestamptz)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  cursor_date timestamptz := coalesce(after_date, '-infinity');
  cursor_id uuid := coalesce(after_id, '00000000-0000-0000-0000-000000000000');
  tours private.match_tour[];
  ids uuid[];
  dates timestamptz[];
  scores numeric[];
  full_ids uuid[];
  windows integer := 0;
  taken integer := 0;
begin
  loop
    select
      array_agg(w.tour order by w.date, w.id),
      array_agg(w.id order by w.date, w.id),
      array_agg(w.date order by w.date, w.id)
    into tours, ids, dates
    from (
      select o.id, o.date, o.tour
      from private.match_tours o
      where o.status = 'open' and not o.is_template and o.date > now()
        and (o.response_deadline is null or o.response_deadline > now())
        and (o.date, o.id) > (cursor_date, cursor_id)
        and o.id not in (
          select b.opportunity_id from public.bids b
          where b.user_id = (select auth.uid())
            and b.status in ('pending', 'shortlisted', 'accepted')
        )
      order by o.date, o.id
      limit 300
    ) w;
    if ids is null then
      return;
    end if;
    windows := windows + 1;

    select array_agg(f.score order by n.n)
    into scores
    from unnest(ids) with ordinality n (id, n)
    left join private.fits_rows(array[(select auth.uid())], tours, false) f
      on f.opportunity_id = n.id;
    full_ids := private.full_opportunities(
      array(select i.id from unnest(ids, scores) i (id, s) where i.s > 0)
    );

    for n in 1 .. cardinality(ids) loop
      continue when coalesce(scores[n], 0) <= 0 or ids[n] = any (full_ids);
      opportunity_id := ids[n];
      score := scores[n];
      date := dates[n];
      return next;
      taken := taken + 1;
      if taken >= max_results then
        return;
      end if;
    end loop;

    cursor_date := dates[cardinality(dates)];
    cursor_id := ids[cardinality(ids)];
    if cardinality(ids) < 300 then
      return;
    end if;
    if windows >= max_windows then
      -- Tours may be left: tell the caller where to go on.
      opportunity_id := cursor_id;
      score := null;
      date := cursor_date;
      return next;
      return;
    end if;
  end loop;
end;
$$;

revoke all on function private.caller_matches_after(timestamptz, uuid, integer, integer) from public;
grant execute on function private.caller_matches_after(timestamptz, uuid, integer, integer)
  to authenticated, service_role;
