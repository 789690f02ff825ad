-- Days a partner's business is closed: blackout dates and ranges with a note ("Harvest",
-- "State inspection"), set by the partner, read by the admins. Matching (18_matching) excludes
-- a partner from every tour on such a day, so auto-assign never picks them there, the admin's
-- assign dialog names the reason and the partner's own lists show it ("Away Jul 3–7: Harvest");
-- a partner's bid on such a day is taken only when they confirm it (bids.away_confirmed).
--
-- The dates are calendar dates on the clock of the tour they block: a tour is blocked when the
-- date of its start in the tour's own zone (opportunities.time_zone) falls within starts_on ..
-- ends_on, both included. A partner closes the days where their tours happen, so the tour's
-- clock is the one both sides read: 11:30 PM Pacific on the last day is blocked, 12:30 AM the
-- next day is not, wherever the partner's or the server's clock stands.

-- ============================================================================================
-- The table
-- ============================================================================================
create table public.partner_blackouts (
  id uuid primary key default gen_random_uuid(),
  partner_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  starts_on date not null,
  ends_on date not null,
  note text not null default ''
    constraint partner_blackouts_note_length check (char_length(note) <= 80),
  created_at timestamptz not null default now(),
  constraint partner_blackouts_ends_after_start check (ends_on >= starts_on),
  -- 366 days: a year of closing at once, the most the form takes (BLACKOUT_DAYS_MAX).
  constraint partner_blackouts_span check (ends_on - starts_on < 366)
);
alter table public.partner_blackouts enable row level security;
revoke all on public.partner_blackouts from anon;
revoke insert, update, truncate, references, trigger on public.partner_blackouts from authenticated;
grant insert (partner_id, starts_on, ends_on, note) on public.partner_blackouts to authenticated;
grant update (starts_on, ends_on, note) on public.partner_blackouts to authenticated;

-- Triggers: none; the bids' check_bid_away (below) reads the table.

comment on table public.partner_blackouts is
  'Days a partner is closed, as dates on the clock of the tours they block (both ends included).';

-- A partner's blackouts in date order: matching asks for those of a few partners at a time.
create index partner_blackouts_partner_id_starts_on_idx
  on public.partner_blackouts (partner_id, starts_on, ends_on);

-- ============================================================================================
-- Policies
-- ============================================================================================
create policy "only active users reach blackouts"
  on public.partner_blackouts as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "partners read their own blackouts and admins read all"
  on public.partner_blackouts for select to authenticated
  using (partner_id = (select private.business_id_as('{owner,manager}')) or (select private.is_admin()));

create policy "partners add their own blackouts"
  on public.partner_blackouts for insert to authenticated
  with check (partner_id = (select private.business_id_as('{owner,manager}')));

create policy "partners change their own blackouts"
  on public.partner_blackouts for update to authenticated
  using (partner_id = (select private.business_id_as('{owner,manager}')))
  with check (partner_id = (select private.business_id_as('{owner,manager}')));

create policy "partners remove their own blackouts"
  on public.partner_blackouts for delete to authenticated
  using (partner_id = (select private.business_id_as('{owner,manager}')));

-- ============================================================================================
-- The reason shown
-- ============================================================================================

/**
 * What a blackout is called where it blocks a tour: "Away Jul 3–7: Harvest", "Away Jul 30–Aug
 * 2", "Away Dec 30, 2026–Jan 2, 2027" (the years only when they differ), "Away Jul 3" for one day.
 */
create function private.away_reason(starts_on date, ends_on date, note text)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Away '
    || case
      when starts_on = ends_on then to_char(starts_on, 'FMMon FMDD')
      when date_trunc('month', starts_on) = date_trunc('month', ends_on)
        then to_char(starts_on, 'FMMon FMDD') || '–' || to_char(ends_on, 'FMDD')
      when extract(year from starts_on) = extract(year from ends_on)
        then to_char(starts_on, 'FMMon FMDD') || '–' || to_char(ends_on, 'FMMon FMDD')
      else to_char(starts_on, 'FMMon FMDD, YYYY') || '–' || to_char(ends_on, 'FMMon FMDD, YYYY')
    end
    || case when btrim(note) <> '' then ': ' || btrim(note) else '' end
$$;
revoke all on function private.away_reason(date, date, text) from public;
grant execute on function private.away_reason(date, date, text) to authenticated, service_role;

/**
 * The reason partner `partner_id` is away on `local_date` (a date on the tour's clock), the
 * earliest-starting blackout's, or null when they are not. Read as the caller: RLS shows a
 * partner only their own blackouts.
 */
create function private.away_on(partner_id uuid, local_date date)
returns text
language sql
stable
set search_path = ''
as $$
  select private.away_reason(b.starts_on, b.ends_on, b.note)
  from public.partner_blackouts b
  where b.partner_id = away_on.partner_id
    and b.starts_on <= away_on.local_date and b.ends_on >= away_on.local_date
  order by b.starts_on, b.ends_on, b.id
  limit 1
$$;
revoke all on function private.away_on(uuid, date) from public;
grant execute on function private.away_on(uuid, date) to authenticated, service_role;

-- ============================================================================================
-- A bid on a day away
-- ============================================================================================

/**
 * A bid on a tour that falls on a day its partner marked away is taken only with
 * `away_confirmed` (the partner said yes to "You marked this day away"): TP108 otherwise, with
 * the reason in the message. Security definer: an admin bidding for a partner reads the
 * partner's blackouts too, and the bidder's own blackouts are what counts.
 */
create function private.check_bid_away()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  reason text;
begin
  if new.away_confirmed then
    return new;
  end if;
  select private.away_on(new.user_id, (o.date at time zone o.time_zone)::date)
  into reason
  from public.opportunities o
  where o.id = new.opportunity_id;
  if reason is not null then
    raise exception 'This tour falls on a day you marked away (%). Confirm to bid anyway.', reason
      using errcode = 'TP108';
  end if;
  return new;
end;
$$;
revoke all on function private.check_bid_away() from public;

-- Named to run before check_new_bid (16_licences): triggers fire in name order.
create trigger check_bid_away
  before insert on public.bids
  for each row execute function private.check_bid_away();
