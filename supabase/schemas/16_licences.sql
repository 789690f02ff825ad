-- Licences: the state cannabis licences partners hold, each with a scan in the private
-- `licence-scans` bucket, reviewed by admins.
--
-- Lifecycle: a partner records a licence (pending); an admin approves it, or rejects it with a
-- reason, and may later change that decision; the partner is notified either way. A licence
-- counts (private.has_current_licence) while it is approved and its expiry date is today or
-- later. A partner records and removes their own licences and never reviews them; a renewal is
-- a new licence. Every change is audit-logged.

-- ============================================================================================
-- Types
-- ============================================================================================
create type public.licence_type as enum (
  'cultivation', 'manufacturing', 'distribution', 'retail', 'microbusiness', 'testing'
);
create type public.licence_status as enum ('pending', 'approved', 'rejected');

-- ============================================================================================
-- partner_licences
-- ============================================================================================
create table public.partner_licences (
  id uuid primary key default gen_random_uuid(),
  partner_id uuid not null references public.users (id) on delete cascade,
  -- A US state code (private.us_states).
  state text not null references private.us_states (code),
  licence_type public.licence_type not null,
  licence_number text not null
    constraint partner_licences_licence_number_present check (btrim(licence_number) <> '')
    constraint partner_licences_licence_number_length check (char_length(licence_number) <= 50),
  -- The last day the licence is valid.
  expires_on date not null,
  -- The scan's object name in the licence-scans bucket: `<partner id>/<licence id>/<file>`.
  scan_path text not null unique
    constraint partner_licences_scan_path_length check (char_length(scan_path) <= 300)
    constraint partner_licences_scan_path_owner
      check (split_part(scan_path, '/', 1) = partner_id::text),
  status public.licence_status not null default 'pending',
  rejection_reason text
    constraint partner_licences_rejection_reason_length check (char_length(rejection_reason) <= 1000),
  reviewed_by uuid references public.users (id) on delete set null,
  reviewed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint partner_licences_rejected_needs_reason
    check (status <> 'rejected' or coalesce(btrim(rejection_reason), '') <> ''),
  constraint partner_licences_once_per_partner unique (partner_id, state, licence_number),
  -- Server-owned (check_licence): the midnight that ends expires_on on its state's clock.
  expires_at timestamptz not null default '-infinity'
);
alter table public.partner_licences enable row level security;
revoke all on public.partner_licences from anon;
revoke insert, update, truncate, references, trigger on public.partner_licences from authenticated;

-- ============================================================================================
-- Column privileges
-- ============================================================================================
-- The partner's record; the admin's decision. Status on insert, reviewer and review time are
-- the server's (check_licence).
grant insert (id, partner_id, state, licence_type, licence_number, expires_on, scan_path)
  on public.partner_licences to authenticated;
grant update (status, rejection_reason) on public.partner_licences to authenticated;

-- The trigger below sets it on every write; the default, already past, fails closed and
-- leaves clients' typed inserts free of a column they may not write.
comment on column public.partner_licences.expires_at is
  'Server-owned: the moment the licence stops counting, the midnight that ends expires_on on the clock of its state (private.licence_end).';

-- A partner's licences by state (has_current_licence, the bidding rule, the badge).
create index partner_licences_partner_id_state_idx
  on public.partner_licences (partner_id, state) include (status, expires_on);
-- The admins' review queue and the expiry job.
create index partner_licences_status_expires_on_idx
  on public.partner_licences (status, expires_on);
-- The rate limit's window (limit_licences).
create index partner_licences_partner_id_created_at_idx
  on public.partner_licences (partner_id, created_at);
create index partner_licences_reviewed_by_idx
  on public.partner_licences (reviewed_by) where reviewed_by is not null;

create trigger set_updated_at
  before update on public.partner_licences
  for each row execute function private.set_updated_at();

create trigger record_audit
  after insert or update or delete on public.partner_licences
  for each row execute function private.record_audit('partner_licence', 'id');

/**
 * A new licence is pending and not yet expired; the review's author and time are the
 * server's. Only a decision (approved, rejected) is a review, and an expired licence cannot be
 * approved (TP701). The end of the licence (`expires_at`) is set from its state and expiry date
 * whoever writes the row. A licence recorded already expired is TP702 on `expires_on`: the API
 * answers 400 with the sentence under the form's expiry field, where the form's own check (a
 * date before today in every US state) lets through a day that has ended only in its state.
 */
create function private.check_licence()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.expires_at := private.licence_end(new.state, new.expires_on);
  if tg_op = 'INSERT' then
    if new.expires_at <= now() then
      raise exception 'this licence has already expired'
        using errcode = 'TP702', column = 'expires_on';
    end if;
    new.status := 'pending';
    new.rejection_reason := null;
    new.reviewed_by := null;
    new.reviewed_at := null;
    return new;
  end if;
  if new.status is distinct from old.status or new.rejection_reason is distinct from old.rejection_reason then
    if new.status = 'pending' then
      raise exception 'a reviewed licence cannot become pending again' using errcode = 'TP001';
    end if;
    if new.status = 'approved' and new.expires_at <= now() then
      raise exception 'an expired licence cannot be approved' using errcode = 'TP701';
    end if;
    if new.status = 'approved' then
      new.rejection_reason := null;
    end if;
    new.reviewed_by := (select auth.uid());
    new.reviewed_at := now();
  end if;
  return new;
end;
$$;

create trigger check_licence
  before insert or update on public.partner_licences
  for each row execute function private.check_licence();

-- ============================================================================================
-- Rate limit: 10 licences per partner per hour
-- ============================================================================================
-- Each licence brings a scan of up to 10 MB. A partner holds a handful; ten in an hour leaves
-- room for retyping a refused one, and a burst of uploads stops at the row, before its scan
-- is stored (the API uploads inside the insert's transaction). Counted per partner, whoever
-- records the licence.
insert into private.rate_limits (name, max_rows, per, what) values
  ('licences', 10, interval '1 hour', 'licences');

create trigger limit_licences
  before insert on public.partner_licences
  for each row execute function private.limit_rate('licences', 'partner_id');

/**
 * The (partner, state) of each current licence of these partners: approved and before its end
 * (`expires_at`, set by private.check_licence). The one definition of "a current
 * licence". Security definer so that it answers the same for every caller.
 */
create function private.current_licences(partner_ids uuid[])
returns table (partner_id uuid, state text)
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  return query
    select distinct l.partner_id, l.state
    from public.partner_licences l
    where l.partner_id = any (current_licences.partner_ids)
      and l.status = 'approved'
      and l.expires_at > now();
end;
$$;

revoke all on function private.current_licences(uuid[]) from public;
grant execute on function private.current_licences(uuid[]) to authenticated, service_role;

/**
 * The states in which the partner holds a current licence (approved, before its `expires_at`),
 * in order. Security definer so that it answers the same for every caller.
 */
create function private.current_licence_states(partner_id uuid)
returns text[]
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  return (
    select coalesce(array_agg(c.state order by c.state), '{}')
    from private.current_licences(array[current_licence_states.partner_id]) c
  );
end;
$$;

revoke all on function private.current_licence_states(uuid) from public;
grant execute on function private.current_licence_states(uuid) to authenticated, service_role;

/**
 * True when the partner holds a current licence for `state` (private.current_licence_states).
 * Security definer so that it answers the same for every caller; it tells a boolean.
 */
create function private.has_current_licence(partner_id uuid, state text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  return coalesce(
    has_current_licence.state = any (
      private.current_licence_states(has_current_licence.partner_id)
    ),
    false
  );
end;
$$;
grant execute on function private.has_current_licence(uuid, text) to authenticated, service_role;

-- ============================================================================================
-- Notifications: the partner hears of every decision
-- ============================================================================================
create function private.notify_licence_review()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  approved boolean := new.status = 'approved';
begin
  perform private.notify(
    new.partner_id,
    case when approved then 'licence_approved' else 'licence_rejected' end::public.notification_type,
    jsonb_build_object(
      'licenceId', new.id, 'state', new.state, 'status', new.status,
      'licenceType', new.licence_type, 'licenceNumber', new.licence_number,
      'reason', case when not approved then new.rejection_reason end
    )
  );
  return null;
end;
$$;

create trigger notify_licence_review
  after update of status, rejection_reason on public.partner_licences
  for each row
  when (
    new.status in ('approved', 'rejected')
    and (old.status is distinct from new.status or old.rejection_reason is distinct from new.rejection_reason)
  )
  execute function private.notify_licence_review();

-- ============================================================================================
-- Policies
-- ============================================================================================
create policy "only active users reach licences"
  on public.partner_licences as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "partners read their own licences and admins read all"
  on public.partner_licences for select to authenticated
  using (partner_id = (select private.business_id_as('{owner,manager}')) or (select private.is_admin()));

create policy "partners record their own licences and admins record any"
  on public.partner_licences for insert to authenticated
  with check (partner_id = (select private.business_id_as('{owner,manager}')) or (select private.is_admin()));

create policy "admins review licences"
  on public.partner_licences for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "partners remove their own licences and admins remove any"
  on public.partner_licences for delete to authenticated
  using (partner_id = (select private.business_id_as('{owner,manager}')) or (select private.is_admin()));

-- ============================================================================================
-- Storage: the scans
-- ============================================================================================
-- Private: a partner writes and reads the objects under their own id, admins read all. A scan
-- is a PDF or an image of at most 10MB.
--
-- A scan is the one its licence was reviewed on: once a licence names it, the partner can
-- neither replace it (no update policy: an upload with x-upsert, an update or a move is
-- refused) nor remove it, whatever the licence's status; an approval is never kept for a file
-- the admin did not see, and a pending scan cannot change under the admin's eyes. A new scan
-- is a new licence, and a new review. A scan goes when its licence goes (the API deletes the
-- licence, then its scan), and a path a reviewed licence names takes no new upload.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'licence-scans', 'licence-scans', false, 10485760,
  array['application/pdf', 'image/png', 'image/jpeg']
)
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

/**
 * The status of the licence whose scan is object `object_name` of licence-scans, null when no
 * licence names it. Security definer so that the storage policies answer the same for every
 * caller.
 */
create function private.licence_scan_status(object_name text)
returns public.licence_status
language sql
stable
security definer
set search_path = ''
as $$
  select l.status from public.partner_licences l where l.scan_path = object_name
$$;
grant execute on function private.licence_scan_status(text) to authenticated, service_role;

create policy "licence scans: partners read their own and admins read all"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'licence-scans'
    and (select private.is_active_user())
    and (
      (storage.foldername(name))[1] = (select private.business_id_as('{owner,manager}'))::text
      or (select private.is_admin())
    )
  );

create policy "licence scans: partners upload their own, never over a reviewed licence's"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'licence-scans'
    and (select private.is_active_user())
    and (storage.foldername(name))[1] = (select private.business_id_as('{owner,manager}'))::text
    and coalesce(private.licence_scan_status(name), 'pending') = 'pending'
  );

create policy "licence scans: partners remove their own that no licence names and admins remove any"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'licence-scans'
    and (select private.is_active_user())
    and (
      (
        (storage.foldername(name))[1] = (select private.business_id_as('{owner,manager}'))::text
        and private.licence_scan_status(name) is null
      )
      or (select private.is_admin())
    )
  );

-- Bidding on a tour that requires a cannabis licence: its requirement list holds "Cannabis
-- license required" (licence_requirement()), and only partners with a current licence
-- (private.has_current_licence) for the tour's state (private.location_state of its location)
-- may bid. A tour whose location names no state takes no bid that needs a licence.

/**
 * The licence rule of bidding (TP107). Security definer to read the opportunity and the
 * bidder's licences whoever bids (an admin may bid for a partner).
 */
create function private.check_bid_licence(bid public.bids)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  required_state text;
begin
  select private.required_licence_state(o.requirements, o.location) into required_state
  from public.opportunities o
  where o.id = bid.opportunity_id;
  if not found or required_state = '' then
    return;
  end if;
  if required_state is null then
    raise exception 'this tour requires a cannabis licence, and its location names no US state'
      using errcode = 'TP107';
  end if;
  if not private.has_current_licence(bid.user_id, required_state) then
    raise exception 'this tour requires an approved, unexpired % cannabis licence', required_state
      using errcode = 'TP107';
  end if;
end;
$$;
revoke all on function private.check_bid_licence(public.bids) from public;
grant execute on function private.check_bid_licence(public.bids) to authenticated, service_role;

/**
 * The bids' one insert guard, in order: a client's rate (TP429, before any lock), the bidding
 * rules (private.apply_bidding_rules, 05_bids: TP101-TP106, what the product decides), then the
 * licence rule (TP107). Here, after the licences it reads. Runs as the caller, so the rate
 * limit tells a client from the service role and counts the caller's own bids.
 */
create function private.check_new_bid()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_request() and new.user_id is not null then
    new.created_at := now();
    perform private.check_rate_limit('bids', 'public.bids', 'user_id', new.user_id);
  end if;
  new := private.apply_bidding_rules(new);
  perform private.check_bid_licence(new);
  return new;
end;
$$;
revoke all on function private.check_new_bid() from public;

create trigger check_new_bid
  before insert on public.bids
  for each row execute function private.check_new_bid();

-- Licence expiry notices: partners and admins hear of a licence 30 days and 7 days before it
-- expires and once it has expired. One function does it (private.notify_licence_expiry),
-- idempotently: each notice is recorded in private.licence_expiry_notices first, so a second
-- run the same day sends nothing. It runs daily at 06:00 UTC: scheduled with pg_cron where
-- the database has it (Supabase), and by the local stack from private.scheduled_jobs where it
-- has not (local-stack/cron).

-- ============================================================================================
-- The notices sent
-- ============================================================================================
create table private.licence_expiry_notices (
  licence_id uuid not null references public.partner_licences (id) on delete cascade,
  -- The expiry date the notice was about: a licence whose date moves is noticed again.
  expires_on date not null,
  stage text not null
    constraint licence_expiry_notices_stage_values check (stage in ('30_days', '7_days', 'expired')),
  sent_at timestamptz not null default now(),
  primary key (licence_id, expires_on, stage)
);
revoke all on private.licence_expiry_notices from public;

comment on table private.licence_expiry_notices is
  'The expiry notices sent, one per licence, expiry date and stage. Not reachable by clients.';

/** A stage's order: a later stage makes the earlier ones moot. */
create function private.licence_expiry_stage_rank(stage text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case stage when '30_days' then 1 when '7_days' then 2 when 'expired' then 3 end
$$;

/**
 * Sends the expiry notices due today, to the partner and to every active admin, for approved
 * and pending licences, each licence's days counted on the clock of its state: 'expired' once
 * the expiry date has passed, '7_days' within 7 days of it, '30_days' within 30. Only the most
 * advanced stage due is sent, and never one that is not ahead of a notice already sent for the
 * same expiry date. Returns the number of licences noticed. Safe to run at any time and any
 * number of times; concurrent runs send each notice once (the primary key decides).
 */
create function private.notify_licence_expiry()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  notice record;
  noticed integer := 0;
begin
  for notice in
    with dated as (
      select l.id, l.partner_id, l.state, l.licence_type, l.licence_number, l.expires_on,
        l.expires_on - private.state_date(l.state, now()) as days
      from public.partner_licences l
      where l.status in ('approved', 'pending')
        -- No US state's date is ahead of UTC's: this keeps the index's narrowing, `days` decides.
        and l.expires_on <= (now() at time zone 'UTC')::date + 30
    ),
    due as (
      select d.*,
        case
          when d.days < 0 then 'expired'
          when d.days <= 7 then '7_days'
          else '30_days'
        end as stage
      from dated d
      where d.days <= 30
    ),
    sent as (
      insert into private.licence_expiry_notices (licence_id, expires_on, stage)
      select d.id, d.expires_on, d.stage
      from due d
      where not exists (
        select 1 from private.licence_expiry_notices n
        where n.licence_id = d.id
          and n.expires_on = d.expires_on
          and private.licence_expiry_stage_rank(n.stage) >= private.licence_expiry_stage_rank(d.stage)
      )
      on conflict do nothing
      returning licence_id, stage
    )
    select d.*, coalesce(nullif(btrim(u.business_name), ''), u.email) as partner_name
    from sent s
    join due d on d.id = s.licence_id
    join public.users u on u.id = d.partner_id
  loop
    perform private.notify(
      recipient,
      'licence_expiry',
      jsonb_build_object(
        'licenceId', notice.id, 'partnerId', notice.partner_id, 'stage', notice.stage,
        'expiresOn', notice.expires_on, 'days', notice.days, 'toPartner', recipient = notice.partner_id,
        'partnerName', notice.partner_name, 'state', notice.state,
        'licenceType', notice.licence_type, 'licenceNumber', notice.licence_number
      )
    )
    from (
      select notice.partner_id as recipient
      union
      select a.id from public.users a where a.role = 'admin' and a.is_active
    ) recipients;
    noticed := noticed + 1;
  end loop;
  return noticed;
end;
$$;

-- ============================================================================================
-- Scheduling
-- ============================================================================================

/**
 * The product's periodic jobs: what pg_cron runs on Supabase, and what the local stack runs on
 * the same schedule where the database has no pg_cron. Schedules are cron expressions in UTC.
 */
create table private.scheduled_jobs (
  name text primary key,
  schedule text not null,
  command text not null
);
revoke all on private.scheduled_jobs from public;

insert into private.scheduled_jobs (name, schedule, command) values
  ('licence-expiry-notices', '0 10 * * *', 'select private.notify_licence_expiry()');

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

-- pg_cron is a Supabase extension (Integrations → Cron), set up as Supabase's Cron docs show
-- (docs/database.md compares them statement by statement); a Postgres without it skips this, and the local stack's
-- runner reads private.scheduled_jobs instead. 21_email.sql schedules its jobs the same way.
do $$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    return;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  grant usage on schema cron to postgres;
  grant all privileges on all tables in schema cron to postgres;
  perform private.schedule_jobs();
end;
$$;

/** The date of moment `at` on the clock of US state `state`. */
create function private.state_date(state text, at timestamptz)
returns date
language plpgsql
stable
set search_path = ''
as $$
begin
  return (at at time zone private.state_time_zone(state))::date;
end;
$$;
revoke all on function private.state_date(text, timestamptz) from public;
grant execute on function private.state_date(text, timestamptz) to authenticated, service_role;

/** The moment a licence of `state` whose last valid day is `expires_on` stops counting. */
create function private.licence_end(state text, expires_on date)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
begin
  return (expires_on + 1)::timestamp at time zone private.state_time_zone(state);
end;
$$;
revoke all on function private.licence_end(text, date) from public;
grant execute on function private.licence_end(text, date) to authenticated, service_role;

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

create trigger check_assignment
  before insert on public.opportunity_assignments
  for each row execute function private.check_assignment();

/**
 * The licence rule of an opportunity's requirements and place, whoever writes them, in order:
 * a tour that requires a cannabis licence names a US state (TP604, under the form's location
 * field); and a change that brings in a licence rule (a new requirement, or a place in another
 * state) is refused while a partner assigned to the tour or scheduled to run it does not meet
 * the new rule (TP107, naming them). Pending bids stay, shown to the admin with the reason, and
 * cannot be accepted. After the row is written, so every guard of the write (check_update)
 * has answered first. Security definer: it reads the partners' licences.
 */
create function private.require_licence_rule()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  required text := private.required_licence_state(new.requirements, new.location);
  unlicensed text;
begin
  if tg_op = 'UPDATE'
    and (new.requirements, new.location) is not distinct from (old.requirements, old.location)
  then
    return null;
  end if;
  if required is null then
    raise exception
      'a tour that requires a cannabis licence needs a location that ends in a US state, such as "Denver, CO"'
      using errcode = 'TP604', column = 'location';
  end if;
  if tg_op = 'INSERT' or required = ''
    or required is not distinct from private.required_licence_state(old.requirements, old.location)
  then
    return null;
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
      required, unlicensed
      using errcode = 'TP107';
  end if;
  return null;
end;
$$;
revoke all on function private.require_licence_rule() from public;

create trigger require_licence_rule
  after insert or update of requirements, location on public.opportunities
  for each row execute function private.require_licence_rule();
