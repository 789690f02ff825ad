-- Check-in on the day: the tour's manifest for its partner, checking guests in
-- against the tour's age restriction and waiver, no-shows and walk-ins at the door, the
-- attendance a completed tour keeps, and the retention job that reduces guests' data.
--
-- Who: the tour's partner from 24 hours before its start to 24 hours after its end
-- (private.partner_reads_guests, 24_guests.sql) and admins. The manifest gives each guest's
-- age on the tour's date, never the date of birth or the contacts, so nothing a phone keeps
-- offline holds them.
--
-- Errors: TP320 a guest younger than the tour's age restriction on its date, in its zone;
-- TP321 a guest who has not signed the waiver that applies; TP322 checking in a guest checked
-- in already, or marking one a no-show (409). P0002 no such guest or tour for the caller
-- (404); 42501 the tour's own partner outside the window (403, with its sentence).
--
-- Triggers: guests: check_check_in (before update of checked_in_at). complete_tour()
-- (80_tour_commands.sql) records the attendance (record_attendance).

-- ============================================================================================
-- Age on the tour's date
-- ============================================================================================
/** Whole years from `date_of_birth` to `on_date` (a 29 February birthday counts on 1 March). */
create function private.age_on(date_of_birth date, on_date date)
returns integer
language sql
immutable
set search_path = ''
as $$
  select extract(year from age(on_date, date_of_birth))::integer
$$;
grant execute on function private.age_on(date, date) to authenticated, service_role;

/** The youngest age an opportunity's age restriction admits. */
create function private.minimum_age(restriction public.age_restriction)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case restriction when '21+' then 21 when '18+' then 18 else 0 end
$$;
grant execute on function private.minimum_age(public.age_restriction) to authenticated, service_role;

/** The calendar date a tour takes place on, on its own clock (not the viewer's, not UTC's). */
create function private.tour_local_date(tour_id uuid)
returns date
language sql
stable
security definer
set search_path = ''
as $$
  select (t.scheduled_for at time zone o.time_zone)::date
  from public.tours t join public.opportunities o on o.id = t.opportunity_id
  where t.id = tour_id
$$;
revoke all on function private.tour_local_date(uuid) from public;
grant execute on function private.tour_local_date(uuid) to authenticated, service_role;

-- ============================================================================================
-- The rule of a check-in, whatever its door
-- ============================================================================================
/**
 * A guest is checked in only when old enough on the tour's date in the tour's zone (TP320) and
 * having signed the waiver in force, where one applies (TP321). A date of birth the retention
 * job reduced counts as its fact.
 */
create function private.check_check_in()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  opportunity public.opportunities;
  waiver public.legal_documents;
  minimum integer;
begin
  if new.checked_in_at is null or old.checked_in_at is not null then
    return new;
  end if;
  select o.* into opportunity
  from public.tours t join public.opportunities o on o.id = t.opportunity_id
  where t.id = new.tour_id;
  minimum := private.minimum_age(opportunity.age_restrictions);
  if minimum > 0 and (
    case when new.date_of_birth is null then not coalesce(new.verified_21_plus, false)
      else private.age_on(new.date_of_birth, private.tour_local_date(new.tour_id)) < minimum end
  ) then
    raise exception 'this tour is for guests % and over: % is under % on the day of the tour',
      minimum, new.name, minimum
      using errcode = 'TP320';
  end if;
  waiver := private.tour_waiver_document(opportunity.id);
  if waiver.id is not null and not exists (
    select 1 from public.waiver_signatures s
    where s.guest_id = new.id and s.document_id = waiver.id and s.document_version = waiver.version
  ) then
    raise exception '% has not signed the waiver yet: they can sign it on this phone before check-in',
      new.name
      using errcode = 'TP321';
  end if;
  return new;
end;
$$;
revoke all on function private.check_check_in() from public;

create trigger check_check_in
  before update of checked_in_at on public.guests
  for each row execute function private.check_check_in();

-- ============================================================================================
-- The manifest
-- ============================================================================================
/**
 * The guest a check-in command may act on: one of a tour whose guests the caller reads now
 * (its partner in the window, or an admin), locked; P0002 otherwise.
 */
create function private.guest_to_check_in(guest_id uuid)
returns public.guests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  guest public.guests;
begin
  select * into guest from public.guests g where g.id = guest_id for update;
  if not found or not private.is_active_user()
    or not (private.is_admin() or private.partner_reads_guests(guest.tour_id)) then
    raise exception 'this guest is not on the guest list of a tour you are checking in'
      using errcode = 'P0002';
  end if;
  return guest;
end;
$$;
revoke all on function private.guest_to_check_in(uuid) from public;
grant execute on function private.guest_to_check_in(uuid) to authenticated, service_role;

/**
 * A guest as the manifest shows it: the age on the tour's date, never the date of birth. Not
 * security definer (the caller's rights apply where the caller calls it): a cheap call per guest.
 */
create function private.manifest_guest_json(guest public.guests, tour_date date, waiver public.legal_documents)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', guest.id,
    'name', guest.name,
    'age', extract(year from pg_catalog.age(tour_date, guest.date_of_birth))::integer,
    'verified21Plus', guest.verified_21_plus,
    'walkIn', guest.walk_in,
    'hasEmail', guest.email is not null,
    'waiverSignedAt', (
      select s.signed_at from public.waiver_signatures s
      where s.guest_id = guest.id and s.document_id = waiver.id and s.document_version = waiver.version
    ),
    'checkedInAt', guest.checked_in_at,
    'idType', guest.id_type,
    'noShowAt', guest.no_show_at
  )
$$;
revoke all on function private.manifest_guest_json(public.guests, date, public.legal_documents) from public;
grant execute on function private.manifest_guest_json(public.guests, date, public.legal_documents)
  to authenticated, service_role;

/**
 * GET /api/tours/:id/guests: the tour's manifest for its partner in the window and for admins:
 * the tour's date, zone, group size and age restriction, the waiver in force (to sign in
 * person) and each guest. The tour's own partner outside the window: 42501; anyone else: P0002.
 */
create function public.tour_manifest(tour_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  tour public.tours;
  opportunity public.opportunities;
  waiver public.legal_documents;
  tour_date date;
begin
  select * into tour from public.tours t where t.id = tour_manifest.tour_id;
  if not found or not private.is_active_user()
    or not (private.is_admin() or private.runs_tour(tour.partner_id, tour.guide_id)) then
    raise exception 'tour not found' using errcode = 'P0002';
  end if;
  if not (private.is_admin() or private.partner_reads_guests(tour.id)) then
    raise exception 'the guest list shows from 24 hours before the tour to 24 hours after it'
      using errcode = '42501';
  end if;
  select * into opportunity from public.opportunities o where o.id = tour.opportunity_id;
  waiver := private.tour_waiver_document(opportunity.id);
  tour_date := (tour.scheduled_for at time zone opportunity.time_zone)::date;
  return jsonb_build_object(
    'tour', jsonb_build_object(
      'id', tour.id,
      'title', opportunity.title,
      'startsAt', tour.scheduled_for,
      'timeZone', opportunity.time_zone,
      'durationHours', opportunity.duration,
      'status', tour.status,
      'groupSize', opportunity.group_size,
      'ageRestriction', opportunity.age_restrictions,
      'minimumAge', private.minimum_age(opportunity.age_restrictions),
      'waiver', case when waiver.id is not null then jsonb_build_object(
        'id', waiver.id, 'title', waiver.title, 'version', waiver.version, 'content', waiver.content
      ) end
    ),
    'guests', coalesce((
      select jsonb_agg(private.manifest_guest_json(g, tour_date, waiver) order by g.name, g.id)
      from public.guests g where g.tour_id = tour.id
    ), '[]'::jsonb)
  );
end;
$$;
revoke all on function public.tour_manifest(uuid) from public, anon;
grant execute on function public.tour_manifest(uuid) to authenticated, service_role;

-- ============================================================================================
-- Commands: check in, no-show, walk-in
-- ============================================================================================
/**
 * Records the check-in of `guest` (found and locked by private.guest_to_check_in): by whom,
 * when, and the kind of ID seen; a no-show who came after all stops being one. TP322 when
 * checked in already; check_check_in's rules apply. Only check_in_guest calls it.
 */
create function private.record_check_in(guest public.guests, id_type public.guest_id_type)
returns public.guests
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if guest.checked_in_at is not null then
    raise exception '% is checked in already', guest.name using errcode = 'TP322';
  end if;
  update public.guests g
  set checked_in_at = now(), checked_in_by = (select auth.uid()),
    id_type = record_check_in.id_type, no_show_at = null
  where g.id = guest.id
  returning * into guest;
  return guest;
end;
$$;
revoke all on function private.record_check_in(public.guests, public.guest_id_type) from public;

/**
 * POST /api/tours/:id/guests/:guestId/check-in {idType, signatureName?}: checks a guest in; a
 * guest signing the waiver in person on the partner's phone gives `signature_name`, recorded
 * first (check_waiver_signature's rules) as signed in person and by the caller. Returns the
 * guest as the manifest shows it.
 */
create function public.check_in_guest(
  guest_id uuid, id_type public.guest_id_type, signature_name text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  guest public.guests := private.guest_to_check_in(guest_id);
  waiver public.legal_documents;
  signature_id uuid;
begin
  waiver := private.tour_waiver_document(
    (select t.opportunity_id from public.tours t where t.id = guest.tour_id)
  );
  if nullif(btrim(signature_name), '') is not null and waiver.id is not null and not exists (
    select 1 from public.waiver_signatures s
    where s.guest_id = guest.id and s.document_id = waiver.id and s.document_version = waiver.version
  ) then
    insert into public.waiver_signatures (guest_id, document_id, signature_name)
    values (guest.id, waiver.id, check_in_guest.signature_name)
    returning id into signature_id;
    -- The signature trigger sees this definer, not the client: the phone's holder is recorded here.
    update public.waiver_signatures s
    set signed_in_person = true, recorded_by = (select auth.uid())
    where s.id = signature_id;
  end if;
  guest := private.record_check_in(guest, id_type);
  return private.manifest_guest_json(guest, private.tour_local_date(guest.tour_id), waiver);
end;
$$;
revoke all on function public.check_in_guest(uuid, public.guest_id_type, text) from public, anon;
grant execute on function public.check_in_guest(uuid, public.guest_id_type, text) to authenticated, service_role;

/**
 * POST /api/tours/:id/guests/:guestId/no-show: marks a guest who did not come (again: the
 * same answer). TP322 for a guest checked in.
 */
create function public.mark_guest_no_show(guest_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  guest public.guests := private.guest_to_check_in(guest_id);
begin
  if guest.checked_in_at is not null then
    raise exception '% is checked in already and cannot be a no-show', guest.name
      using errcode = 'TP322';
  end if;
  update public.guests g set no_show_at = coalesce(g.no_show_at, now())
  where g.id = guest.id
  returning * into guest;
  return private.manifest_guest_json(
    guest, private.tour_local_date(guest.tour_id),
    private.tour_waiver_document((select t.opportunity_id from public.tours t where t.id = guest.tour_id))
  );
end;
$$;
revoke all on function public.mark_guest_no_show(uuid) from public, anon;
grant execute on function public.mark_guest_no_show(uuid) to authenticated, service_role;

-- Walk-ins: the partner adds a guest at the door, within the group size (check_guest, TP313),
-- by the guests' insert policy and column grants (24_guests.sql); stamp_guest records them as
-- the partner's.

-- ============================================================================================
-- Attendance: what a completed tour keeps
-- ============================================================================================
create table public.tour_attendance (
  tour_id uuid primary key references public.tours (id) on delete cascade,
  listed integer not null constraint tour_attendance_listed_positive check (listed >= 0),
  -- Checked in, walk-ins among them.
  checked_in integer not null constraint tour_attendance_checked_in_positive check (checked_in >= 0),
  walk_ins integer not null constraint tour_attendance_walk_ins_positive check (walk_ins >= 0),
  no_shows integer not null constraint tour_attendance_no_shows_positive check (no_shows >= 0),
  recorded_at timestamptz not null default now()
);
alter table public.tour_attendance enable row level security;
revoke all on public.tour_attendance from anon;
revoke insert, update, delete, truncate, references, trigger on public.tour_attendance from authenticated;

create policy "only active users reach attendance"
  on public.tour_attendance as restrictive for select to authenticated
  using ((select private.is_active_user()));

create policy "partners read their tours' attendance and admins read all"
  on public.tour_attendance for select to authenticated
  using (
    (select private.is_admin())
    or exists (
      select 1 from public.tours t
      where t.id = tour_id and t.partner_id = (select private.business_id())
        and private.runs_tour(t.partner_id, t.guide_id)
    )
  );

/** The counts of a tour's guests now: what completion records, and a scheduled tour shows. */
create function private.attendance_counts(tour_id uuid)
returns table (listed integer, checked_in integer, walk_ins integer, no_shows integer)
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer,
    (count(*) filter (where g.checked_in_at is not null))::integer,
    (count(*) filter (where g.checked_in_at is not null and g.walk_in))::integer,
    (count(*) filter (where g.no_show_at is not null))::integer
  from public.guests g where g.tour_id = attendance_counts.tour_id
$$;
revoke all on function private.attendance_counts(uuid) from public;
grant execute on function private.attendance_counts(uuid) to authenticated, service_role;

/** Who came to a tour, recorded by complete_tour() (80_tour_commands.sql). */
create function private.record_attendance(tour_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.tour_attendance (tour_id, listed, checked_in, walk_ins, no_shows)
  select record_attendance.tour_id, a.listed, a.checked_in, a.walk_ins, a.no_shows
  from private.attendance_counts(record_attendance.tour_id) a
  on conflict (tour_id) do update
  set listed = excluded.listed, checked_in = excluded.checked_in, walk_ins = excluded.walk_ins,
    no_shows = excluded.no_shows, recorded_at = now()
$$;
revoke all on function private.record_attendance(uuid) from public;

-- ============================================================================================
-- Retention: guests' contacts deleted, dates of birth reduced to "21+ verified"
-- ============================================================================================
/**
 * Reduces the guests of every tour that ended more than `retention.guest_data_days` before `at`
 * (a moment tests choose): contacts deleted (their waiver links with them, mail_waiver_link),
 * the date of birth replaced by whether the guest was checked in at 21 or older on the tour's
 * date. Returns how many guests it reduced; a second run reduces none.
 */
create function private.reduce_guest_data(at timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  days integer := (private.admin_setting('retention.guest_data_days') #>> '{}')::integer;
  reduced integer;
begin
  update public.guests g
  set verified_21_plus = g.checked_in_at is not null
      and private.age_on(g.date_of_birth, (t.scheduled_for at time zone o.time_zone)::date) >= 21,
    date_of_birth = null, email = null, phone = null, reduced_at = reduce_guest_data.at
  from public.tours t join public.opportunities o on o.id = t.opportunity_id
  where t.id = g.tour_id and g.reduced_at is null
    and t.scheduled_for + make_interval(hours => o.duration) + make_interval(days => days)
      < reduce_guest_data.at;
  get diagnostics reduced = row_count;
  return reduced;
end;
$$;
revoke all on function private.reduce_guest_data(timestamptz) from public;

insert into private.scheduled_jobs (name, schedule, command) values
  ('guest-data-retention', '41 3 * * *', 'select private.reduce_guest_data()')
on conflict (name) do update set schedule = excluded.schedule, command = excluded.command;

-- pg_cron as in 16_licences.sql.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform private.schedule_jobs();
  end if;
end;
$$;
