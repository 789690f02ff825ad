-- Opportunities: the tours administrators offer, their admin-only client details, and the
-- partners assigned to them.
--
-- Lifecycle: open -> awarded (accept_bid filled it) -> completed | cancelled; an open
-- opportunity may also be cancelled. Nothing goes back to open.

-- ============================================================================================
-- Types
-- ============================================================================================
create type public.tour_type as enum ('farm', 'dispensary', 'processor', 'retailer');
create type public.opportunity_priority as enum ('high', 'regular', 'low');
create type public.opportunity_status as enum ('open', 'awarded', 'completed', 'cancelled');
create type public.age_restriction as enum ('21+', '18+', 'all-ages');
create type public.group_type as enum ('mixed', 'corporate', 'friends', 'couples', 'educational');
create type public.experience_level as enum ('beginner', 'intermediate', 'advanced', 'mixed');

-- ============================================================================================
-- opportunities
-- ============================================================================================
create table public.opportunities (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint opportunities_title_present check (btrim(title) <> ''),
  description text,
  location text not null constraint opportunities_location_present check (btrim(location) <> ''),
  tour_type public.tour_type not null default 'farm',
  -- When the tour starts (date and time of day; SPEC's separate `time` is this value's time).
  date timestamptz not null,
  duration integer not null default 3
    constraint opportunities_duration_range check (duration between 1 and 12),
  group_size integer not null default 8
    constraint opportunities_group_size_range check (group_size between 1 and 50),
  base_rate numeric(10, 2) not null constraint opportunities_base_rate_positive check (base_rate >= 0),
  priority public.opportunity_priority not null default 'regular',
  requirements text[] not null default '{}',
  status public.opportunity_status not null default 'open',
  -- How many partners the tour needs; accepting that many bids awards the opportunity.
  partners_needed integer not null default 1
    constraint opportunities_partners_needed_range check (partners_needed between 1 and 50),
  created_by uuid references public.users (id) on delete set null,
  response_deadline timestamptz,
  max_bids integer not null default 10
    constraint opportunities_max_bids_range check (max_bids between 1 and 100),
  auto_assign boolean not null default false,
  custom_requirements jsonb not null default '{}',
  calendar_event_id text,
  is_template boolean not null default false,
  template_name text,
  special_requests text,
  accessibility text[] not null default '{}',
  age_restrictions public.age_restriction not null default '21+',
  group_type public.group_type not null default 'mixed',
  transportation_needed boolean not null default false,
  meal_preferences text[] not null default '{}',
  budget_range text,
  experience_level public.experience_level not null default 'beginner',
  preferred_expertise text[] not null default '{}',
  location_radius integer not null default 50
    constraint opportunities_location_radius_range check (location_radius between 5 and 500),
  -- What the case-insensitive search looks through: title, location and description.
  search_text text generated always as (
    lower(title || ' ' || location || ' ' || coalesce(description, ''))
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint opportunities_deadline_before_date check (response_deadline <= date)
);
alter table public.opportunities enable row level security;
revoke all on public.opportunities from anon;
revoke truncate, references, trigger on public.opportunities from authenticated;

-- The partner list (open, by date) and the admin lists (by date, newest first). Under RLS only
-- leakproof operators (=, <, > on dates and ids) become index conditions, so the type,
-- priority and text filters are applied while walking the date order; the trigram index
-- serves search_opportunity_ids(), which searches past RLS and applies the same visibility.
create index opportunities_open_date_idx on public.opportunities (date)
  where status = 'open' and not is_template;
create index opportunities_date_idx on public.opportunities (date);
create index opportunities_created_at_idx on public.opportunities (created_at desc);
create index opportunities_created_by_idx on public.opportunities (created_by);
create index opportunities_search_text_idx on public.opportunities
  using gin (search_text extensions.gin_trgm_ops);

create trigger set_updated_at
  before update on public.opportunities
  for each row execute function private.set_updated_at();

/** Records who created a row, whatever the client claims (opportunities, legal documents). */
create function private.stamp_created_by()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.created_by := coalesce((select auth.uid()), new.created_by);
  return new;
end;
$$;

create trigger stamp_created_by
  before insert on public.opportunities
  for each row execute function private.stamp_created_by();

-- ============================================================================================
-- opportunity_admin_details: the client's contact and the internal notes (SPEC
-- clientContact, clientEmail, clientPhone, internalNotes), which partners must never read.
-- ============================================================================================
create table public.opportunity_admin_details (
  opportunity_id uuid primary key references public.opportunities (id) on delete cascade,
  client_contact text,
  client_email text constraint opportunity_admin_details_client_email_format
    check (client_email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  client_phone text,
  internal_notes text,
  updated_at timestamptz not null default now()
);
alter table public.opportunity_admin_details enable row level security;
revoke all on public.opportunity_admin_details from anon;
revoke truncate, references, trigger on public.opportunity_admin_details from authenticated;

create trigger set_updated_at
  before update on public.opportunity_admin_details
  for each row execute function private.set_updated_at();

-- ============================================================================================
-- opportunity_assignments: SPEC assignedPartners, one row per assigned partner
-- ============================================================================================
create table public.opportunity_assignments (
  opportunity_id uuid not null references public.opportunities (id) on delete cascade,
  partner_id uuid not null references public.users (id) on delete cascade,
  assigned_by uuid references public.users (id) on delete set null,
  assigned_at timestamptz not null default now(),
  primary key (opportunity_id, partner_id)
);
alter table public.opportunity_assignments enable row level security;
revoke all on public.opportunity_assignments from anon;
revoke truncate, references, trigger on public.opportunity_assignments from authenticated;

create index opportunity_assignments_partner_id_idx on public.opportunity_assignments (partner_id);
create index opportunity_assignments_assigned_by_idx on public.opportunity_assignments (assigned_by);

/** Records who assigned, whatever the client claims. */
create function private.stamp_assignment()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.assigned_by := coalesce((select auth.uid()), new.assigned_by);
  new.assigned_at := now();
  return new;
end;
$$;

create trigger stamp_assignment
  before insert on public.opportunity_assignments
  for each row execute function private.stamp_assignment();

-- ============================================================================================
-- Lifecycle
-- ============================================================================================
create function private.check_opportunity_transition()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status and not (
    (old.status = 'open' and new.status in ('awarded', 'cancelled'))
    or (old.status = 'awarded' and new.status in ('completed', 'cancelled'))
  ) then
    raise exception 'an opportunity cannot go from % to %', old.status, new.status
      using errcode = 'TP001';
  end if;
  return new;
end;
$$;

create trigger check_transition
  before update of status on public.opportunities
  for each row execute function private.check_opportunity_transition();

-- ============================================================================================
-- Policies
-- ============================================================================================
-- Inactive users reach nothing here, whatever the permissive policies say.
create policy "only active users reach opportunities"
  on public.opportunities as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

/**
 * The opportunities the current user is involved in: assigned to, bid on, or touring. Besides
 * the open ones, these are the opportunities a partner may read (their bid list and calendar
 * name them after the opportunity closed). Bids and tours are created by later migrations;
 * PL/pgSQL resolves them when called.
 */
create function private.involved_opportunity_ids()
returns setof uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return query
    select a.opportunity_id from public.opportunity_assignments a
    where a.partner_id = (select auth.uid())
    union
    select b.opportunity_id from public.bids b
    where b.user_id = (select auth.uid())
    union
    select t.opportunity_id from public.tours t
    where t.partner_id = (select auth.uid());
end;
$$;

grant execute on function private.involved_opportunity_ids() to authenticated, service_role;

/**
 * The ids of the opportunities whose title, location or description contain `search`
 * (case-insensitive), among those the caller may read. A LIKE under RLS cannot use the trigram
 * index (LIKE is not leakproof), so this searches as the owner and applies the read policy
 * itself: `where id in (select public.search_opportunity_ids($1))`.
 */
create function public.search_opportunity_ids(search text)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select o.id
  from public.opportunities o
  where o.search_text like
      '%' || replace(replace(replace(lower(search), '\', '\\'), '%', '\%'), '_', '\_') || '%'
    and (select private.is_active_user())
    and (
      (select private.is_admin())
      or (o.status = 'open' and not o.is_template)
      or o.id in (select private.involved_opportunity_ids())
    )
$$;

revoke all on function public.search_opportunity_ids(text) from public, anon;
grant execute on function public.search_opportunity_ids(text) to authenticated, service_role;

create policy "partners read open opportunities and their own and admins read all"
  on public.opportunities for select to authenticated
  using (
    (select private.is_admin())
    or (status = 'open' and not is_template)
    or id in (select private.involved_opportunity_ids())
  );

create policy "admins create opportunities"
  on public.opportunities for insert to authenticated
  with check ((select private.is_admin()));

create policy "admins update opportunities"
  on public.opportunities for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "admins delete opportunities"
  on public.opportunities for delete to authenticated
  using ((select private.is_admin()));

create policy "admins manage client details and internal notes"
  on public.opportunity_admin_details for all to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "only active users reach assignments"
  on public.opportunity_assignments as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "partners read their assignments and admins read all"
  on public.opportunity_assignments for select to authenticated
  using (partner_id = (select auth.uid()) or (select private.is_admin()));

create policy "admins assign partners"
  on public.opportunity_assignments for insert to authenticated
  with check ((select private.is_admin()));

create policy "admins change assignments"
  on public.opportunity_assignments for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "admins remove assignments"
  on public.opportunity_assignments for delete to authenticated
  using ((select private.is_admin()));

revoke all on all functions in schema private from public;
