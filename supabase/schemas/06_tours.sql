-- Tours: what an accepted bid becomes, and the admin-only notes about it.
--
-- Lifecycle: scheduled -> completed (with the actual revenue, and a rating and feedback) |
-- cancelled. A tour is made by accept_bid() and completed or cancelled by complete_tour() and
-- cancel_tour() (80_tour_commands.sql), which also move the partner's totals, write the payable
-- line and tell the partner. The rating an admin gives at completion is the admin's own
-- note on the tour: the partner's rating is their reviews' (25_reviews.sql).

-- ============================================================================================
-- Types
-- ============================================================================================
create type public.tour_status as enum ('scheduled', 'completed', 'cancelled');

-- ============================================================================================
-- tours
-- ============================================================================================
create table public.tours (
  id uuid primary key default gen_random_uuid(),
  -- An opportunity that has tours is cancelled, not deleted: its history stays.
  opportunity_id uuid not null references public.opportunities (id) on delete restrict,
  partner_id uuid not null references public.users (id) on delete cascade,
  -- The business's guide who leads it (03_team.sql); set by assign_tour_guide() only.
  guide_id uuid references public.users (id) on delete set null,
  bid_id uuid unique references public.bids (id) on delete set null,
  status public.tour_status not null default 'scheduled',
  -- When the tour takes place; copied from the opportunity's date when the bid is accepted.
  scheduled_for timestamptz not null,
  -- What the accepted bid offered.
  agreed_amount numeric(10, 2) constraint tours_agreed_amount_positive check (agreed_amount >= 0),
  actual_revenue numeric(10, 2)
    constraint tours_actual_revenue_positive check (actual_revenue >= 0),
  -- The admin's own mark for the tour at completion; not the partner's public rating.
  rating integer constraint tours_rating_range check (rating between 1 and 5),
  feedback text constraint tours_feedback_length check (char_length(feedback) <= 5000),
  completed_at timestamptz,
  cancelled_at timestamptz,
  cancellation_reason text
    constraint tours_cancellation_reason_length check (char_length(cancellation_reason) <= 1000),
  admin_approved boolean not null default false,
  google_event_id text,
  apple_event_id text,
  reminders_sent integer not null default 0
    constraint tours_reminders_sent_positive check (reminders_sent >= 0),
  last_reminder_at timestamptz,
  custom_instructions text,
  emergency_contact text,
  insurance_required boolean not null default false,
  equipment_provided text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint tours_completed_needs_revenue
    check (status <> 'completed' or actual_revenue is not null),
  -- What a message about the tour refers to: the tour and its partner together (09_chat).
  constraint tours_id_partner_id_key unique (id, partner_id)
);
alter table public.tours enable row level security;
revoke all on public.tours from anon;
-- No column is a client's: a tour is made, completed and cancelled only by the commands, so a
-- write of its status cannot skip the line, the totals or the notice that go with it.
revoke insert, update, truncate, references, trigger on public.tours from authenticated;

-- Triggers: set_updated_at; start_scheduled (a new tour is scheduled); check_transition (the
-- lifecycle, completed_at and cancelled_at stamped); keep_tours_on_time (on opportunities: a
-- scheduled tour's start is its opportunity's); reset_tour_reminders (21_email: a moved
-- tour is reminded of again); record_audit (15_audit_logs); date_payable_line and
-- refresh_partner_totals after a delete (20_payouts: the line's date follows completed_at, the
-- totals lose a deleted tour).

-- A partner's upcoming tours and calendar; their completed tours for the totals.
create index tours_partner_id_scheduled_for_idx on public.tours (partner_id, scheduled_for);
create index tours_partner_id_status_idx on public.tours (partner_id, status);
create index tours_opportunity_id_idx on public.tours (opportunity_id);
create index tours_status_scheduled_for_idx on public.tours (status, scheduled_for);
-- The admins' platform calendar feed reads every tour from a date onwards, whoever the partner.
create index tours_scheduled_for_idx on public.tours (scheduled_for);
-- A guide's own tours (the policies' guide_id = auth.uid()).
create index tours_guide_id_scheduled_for_idx on public.tours (guide_id, scheduled_for);

-- The reminder bookkeeping (reminders_sent, last_reminder_at) is not a change of the tour.
create trigger set_updated_at
  before update on public.tours
  for each row
  when (
    (to_jsonb(old) - array['reminders_sent', 'last_reminder_at', 'updated_at'])
    is distinct from (to_jsonb(new) - array['reminders_sent', 'last_reminder_at', 'updated_at'])
  )
  execute function private.set_updated_at();

-- ============================================================================================
-- tour_admin_notes: SPEC tours.adminNotes, admin-only
-- ============================================================================================
create table public.tour_admin_notes (
  tour_id uuid primary key references public.tours (id) on delete cascade,
  admin_notes text not null default ''
    constraint tour_admin_notes_admin_notes_length check (char_length(admin_notes) <= 5000),
  updated_by uuid references public.users (id) on delete set null,
  updated_at timestamptz not null default now()
);
alter table public.tour_admin_notes enable row level security;
revoke all on public.tour_admin_notes from anon;
revoke insert, update, truncate, references, trigger on public.tour_admin_notes from authenticated;

grant insert (tour_id, admin_notes, updated_by) on public.tour_admin_notes to authenticated;
grant update (admin_notes, updated_by) on public.tour_admin_notes to authenticated;

create index tour_admin_notes_updated_by_idx on public.tour_admin_notes (updated_by);

create trigger stamp_note_editor
  before insert or update on public.tour_admin_notes
  for each row execute function private.stamp_note_editor();

-- ============================================================================================
-- Lifecycle
-- ============================================================================================
create function private.check_tour_transition()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if old.status <> 'scheduled' then
      raise exception 'a tour cannot go from % to %', old.status, new.status
        using errcode = 'TP001';
    end if;
    if new.status = 'completed' then
      new.completed_at := now();
    elsif new.status = 'cancelled' then
      new.cancelled_at := now();
    end if;
  end if;
  return new;
end;
$$;

create trigger check_transition
  before update on public.tours
  for each row execute function private.check_tour_transition();

-- A new tour is always scheduled; it is completed or cancelled by an update.
create function private.start_tour_scheduled()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.status := 'scheduled';
  new.completed_at := null;
  new.cancelled_at := null;
  return new;
end;
$$;

create trigger start_scheduled
  before insert on public.tours
  for each row execute function private.start_tour_scheduled();

/**
 * A scheduled tour starts when its opportunity does, whoever moves it (move_opportunity(), or
 * the product's own writes): what the calendar, the feed and the reminders read. Security
 * definer: no client writes a tour.
 */
create function private.keep_tours_on_time()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.tours t
  set scheduled_for = new.date
  where t.opportunity_id = new.id and t.status = 'scheduled';
  return null;
end;
$$;
revoke all on function private.keep_tours_on_time() from public;

create trigger keep_tours_on_time
  after update of date on public.opportunities
  for each row
  when (new.date is distinct from old.date)
  execute function private.keep_tours_on_time();

-- ============================================================================================
-- Policies
-- ============================================================================================
create policy "only active users reach tours"
  on public.tours as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "owners and managers read their business's tours, guides those they lead, admins all"
  on public.tours for select to authenticated
  using (
    partner_id = (select private.business_id_as('{owner,manager}'))
    or (guide_id = (select auth.uid()) and partner_id = (select private.business_id_as('{guide}')))
    or (select private.is_admin())
  );

-- Tours are written only by the commands (no insert or update privilege), so no policy allows it.
create policy "admins delete tours"
  on public.tours for delete to authenticated
  using ((select private.is_admin()));

create policy "admins manage the notes about tours"
  on public.tour_admin_notes for all to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

/**
 * tour_client_contacts(tour_ids): the client's contact (name, e-mail, phone) of each of these
 * tours the caller may see it for: an active admin, any tour; the owner, a manager or the guide
 * of a scheduled tour (private.runs_tour). Other ids give no row, so a caller cannot tell whose tour an id is.
 */
create function public.tour_client_contacts(tour_ids uuid[])
returns table (tour_id uuid, client_contact text, client_email text, client_phone text)
language sql
stable
security definer
set search_path = ''
as $$
  select t.id, d.client_contact, d.client_email, d.client_phone
  from public.tours t
  join public.opportunity_admin_details d on d.opportunity_id = t.opportunity_id
  where t.id = any (tour_ids)
    and (select private.is_active_user())
    and (
      (private.runs_tour(t.partner_id, t.guide_id) and t.status = 'scheduled')
      or (select private.is_admin())
    )
$$;
revoke all on function public.tour_client_contacts(uuid[]) from public, anon;
grant execute on function public.tour_client_contacts(uuid[]) to authenticated, service_role;
