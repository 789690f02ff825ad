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
  constraint partner_licences_once_per_partner unique (partner_id, state, licence_number)
);
alter table public.partner_licences enable row level security;
revoke all on public.partner_licences from anon;
revoke insert, update, truncate, references, trigger on public.partner_licences from authenticated;

-- A partner's licences by state (has_current_licence, the bidding rule, the badge).
create index partner_licences_partner_id_state_idx
  on public.partner_licences (partner_id, state) include (status, expires_on);
-- The admins' review queue and the expiry job.
create index partner_licences_status_expires_on_idx
  on public.partner_licences (status, expires_on);
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
 * approved (TP701).
 */
create function private.check_licence()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.expires_on < current_date then
      raise exception 'this licence has already expired' using errcode = '22023';
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
    if new.status = 'approved' and new.expires_on < current_date then
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
-- Helpers
-- ============================================================================================

/**
 * True when the partner holds an approved licence for `state` whose expiry date is today or
 * later. The one definition of "a current licence": the bidding rule, matching and the badge
 * ask it. Security definer so that it answers the same for every caller; it tells a boolean.
 */
create function private.has_current_licence(partner_id uuid, state text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.partner_licences l
    where l.partner_id = has_current_licence.partner_id
      and l.state = has_current_licence.state
      and l.status = 'approved'
      and l.expires_on >= current_date
  )
$$;

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
  what text := format('%s %s licence %s', new.state, new.licence_type, new.licence_number);
begin
  perform private.notify(
    new.partner_id,
    'system',
    case when approved then 'Licence approved' else 'Licence rejected' end,
    case
      when approved then format('Your %s was approved.', what)
      else format('Your %s was rejected: %s', what, new.rejection_reason)
    end,
    jsonb_build_object('licenceId', new.id, 'state', new.state, 'status', new.status)
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
  using (partner_id = (select auth.uid()) or (select private.is_admin()));

create policy "partners record their own licences and admins record any"
  on public.partner_licences for insert to authenticated
  with check (partner_id = (select auth.uid()) or (select private.is_admin()));

create policy "admins review licences"
  on public.partner_licences for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "partners remove their own licences and admins remove any"
  on public.partner_licences for delete to authenticated
  using (partner_id = (select auth.uid()) or (select private.is_admin()));

-- ============================================================================================
-- Column privileges
-- ============================================================================================
-- The partner's record; the admin's decision. Status on insert, reviewer and review time are
-- the server's (check_licence).
grant insert (id, partner_id, state, licence_type, licence_number, expires_on, scan_path)
  on public.partner_licences to authenticated;
grant update (status, rejection_reason) on public.partner_licences to authenticated;

-- ============================================================================================
-- Storage: the scans
-- ============================================================================================
-- Private: a partner writes and reads the objects under their own id, admins read all. A scan
-- is a PDF or an image of at most 10MB.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'licence-scans', 'licence-scans', false, 10485760,
  array['application/pdf', 'image/png', 'image/jpeg']
)
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

create policy "licence scans: partners read their own and admins read all"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'licence-scans'
    and (select private.is_active_user())
    and (
      (storage.foldername(name))[1] = (select auth.uid())::text
      or (select private.is_admin())
    )
  );

create policy "licence scans: partners upload their own"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'licence-scans'
    and (select private.is_active_user())
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "licence scans: partners replace their own"
  on storage.objects for update to authenticated
  using (
    bucket_id = 'licence-scans'
    and (select private.is_active_user())
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id = 'licence-scans'
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

create policy "licence scans: partners remove their own and admins remove any"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'licence-scans'
    and (select private.is_active_user())
    and (
      (storage.foldername(name))[1] = (select auth.uid())::text
      or (select private.is_admin())
    )
  );

revoke all on all functions in schema private from public;
grant execute on function private.has_current_licence(uuid, text) to authenticated, service_role;
