-- A tour's clock and its life as the partners see it.
--
-- * Each opportunity keeps the IANA time zone of its place (`time_zone`, server-owned, from the
--   location's state: private.location_time_zone). Its start is one instant (`date`); people
--   read it on that clock ("Dec 5, 2026, 10:00 AM PST": private.tour_time_text), whoever and
--   wherever they are. The API turns an admin's local date and time into the instant with the
--   same function.
-- * An opportunity is never created, or moved, into the past (TP605); a tour is never completed
--   before it starts (TP204). Both bind clients (the product's own writes, e.g. the seed's
--   history, are not limited).
-- * A move keeps what it replaced (`previous_date`, `previous_location`, `moved_at`), so the
--   partner's bids and calendar can say "Moved to …"; the cancellation reason was already kept.
-- * Everyone with a stake is told, with a type of its own: the bidders with an open bid, the
--   assigned and the touring partners of a change of date, time, place or base rate
--   (`opportunity_changed`) and of a cancellation (`opportunity_cancelled`); a partner of their
--   tour's completion (`tour_completed`).

-- ============================================================================================
-- Notification types
-- ============================================================================================
alter type public.notification_type add value if not exists 'opportunity_changed';
alter type public.notification_type add value if not exists 'opportunity_cancelled';
alter type public.notification_type add value if not exists 'tour_completed';

-- ============================================================================================
-- The tour's clock
-- ============================================================================================

/**
 * The IANA time zone of a typed location: the zone of the state it names ("Healdsburg, CA"),
 * else of its trailing ZIP code's state in private.places ("1200 Ridge Road, 95448"); UTC when
 * it names neither. PL/pgSQL so its statements keep their plans (…000700_state_clock_per_row).
 */
create or replace function private.location_time_zone(location text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  state text := private.location_state(location);
begin
  if state is null then
    select p.state into state
    from private.places p
    where p.zip = substring(location from '(\d{5})(?:-\d{4})?\s*$');
  end if;
  return private.state_time_zone(state);
end;
$$;

revoke all on function private.location_time_zone(text) from public;
grant execute on function private.location_time_zone(text) to authenticated, service_role;

/**
 * A moment as people read it on a tour's clock: "Dec 5, 2026, 10:00 AM PST". What every
 * notification writes. The zone is set for this call only (the SET clause restores the
 * session's on return), so `TZ` names the abbreviation in force on that day (PST or PDT).
 */
create or replace function private.tour_time_text(at timestamptz, zone text)
returns text
language plpgsql
stable
set search_path = ''
set timezone = 'UTC'
as $$
begin
  perform set_config('timezone', coalesce(zone, 'UTC'), true);
  return to_char(at, 'Mon FMDD, YYYY, FMHH12:MI AM TZ');
end;
$$;

revoke all on function private.tour_time_text(timestamptz, text) from public;
grant execute on function private.tour_time_text(timestamptz, text) to authenticated, service_role;

/**
 * As in …020200_places, on the tour's own clock (private.location_time_zone), so the weekday
 * matching reads and the zone the tour is shown in never disagree.
 */
create or replace function private.local_weekday(location text, at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select to_char(at at time zone private.location_time_zone(location), 'FMDay')
$$;

revoke all on function private.local_weekday(text, timestamptz) from public;
grant execute on function private.local_weekday(text, timestamptz) to authenticated, service_role;

alter table public.opportunities
  add column time_zone text not null default 'UTC',
  add column previous_date timestamptz,
  -- A copy of a location, which its own check bounds.
  add column previous_location text,
  add column moved_at timestamptz;

comment on column public.opportunities.time_zone is
  'Server-owned: the IANA zone of the location (private.location_time_zone); the clock the tour''s times are shown on.';
comment on column public.opportunities.previous_date is
  'Server-owned: the start the latest move replaced (null when that move kept the date).';
comment on column public.opportunities.previous_location is
  'Server-owned: the place the latest move replaced (null when that move kept the place).';
comment on column public.opportunities.moved_at is
  'Server-owned: when the tour was last moved (a new date or place while open or awarded and ahead).';

/**
 * Sets the zone from the location whenever the row is new or its location changed, and when a
 * writer set the zone itself (a service-role or owner write), so it always follows the place.
 * Named to run after guard_edit and before store_json_head (BEFORE triggers fire in name order).
 */
create or replace function private.set_opportunity_time_zone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.location is not distinct from old.location
    and new.time_zone is not distinct from old.time_zone then
    return new;
  end if;
  new.time_zone := private.location_time_zone(new.location);
  return new;
end;
$$;

revoke all on function private.set_opportunity_time_zone() from public;

create trigger set_time_zone
  before insert or update on public.opportunities
  for each row execute function private.set_opportunity_time_zone();

-- ============================================================================================
-- Never into the past
-- ============================================================================================

/**
 * A client creates an opportunity (not a template) only with a start ahead, and moves one only
 * to a start ahead: TP605, under the form's `date` field. Named to run after check_transition
 * and guard_edit, so their answers come first.
 */
create or replace function private.refuse_past_opportunity_date()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_client_request() or new.is_template or new.date > now() then
    return new;
  end if;
  if tg_op = 'INSERT' or new.date is distinct from old.date then
    raise exception 'the tour must start in the future' using errcode = 'TP605', column = 'date';
  end if;
  return new;
end;
$$;

revoke all on function private.refuse_past_opportunity_date() from public;

create trigger refuse_past_date
  before insert or update of date on public.opportunities
  for each row execute function private.refuse_past_opportunity_date();

-- ============================================================================================
-- A move keeps what it replaced
-- ============================================================================================

/**
 * A new date or place of a tour still ahead (open or awarded) keeps the start and the place it
 * replaced and when, for the partners' "Moved to …". Writers cannot set these columns (no
 * grant); a move into the past (the product's own history) is not a move anyone is told of.
 */
create or replace function private.record_opportunity_move()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.date, new.location) is not distinct from (old.date, old.location)
    or new.date <= now() or new.status not in ('open', 'awarded') then
    return new;
  end if;
  new.previous_date := case when new.date is distinct from old.date then old.date end;
  new.previous_location := case when new.location is distinct from old.location then old.location end;
  new.moved_at := now();
  return new;
end;
$$;

revoke all on function private.record_opportunity_move() from public;

create trigger record_move
  before update of date, location on public.opportunities
  for each row execute function private.record_opportunity_move();

-- ============================================================================================
-- The stored JSON names the zone
-- ============================================================================================

/**
 * As in …000200_opportunity_json_head, with `timeZone` after `date`: the clock every reader
 * shows the tour's times on.
 */
create or replace function private.opportunity_json_head(o public.opportunities)
returns text
language sql
stable
set search_path = ''
as $$
  select left(json_build_object(
    'id', o.id,
    'title', o.title,
    'description', o.description,
    'location', o.location,
    'tourType', o.tour_type,
    'date', to_char(o.date at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'timeZone', o.time_zone,
    'duration', o.duration,
    'groupSize', o.group_size,
    'baseRate', o.base_rate::text,
    'priority', o.priority,
    'requirements', o.requirements,
    'status', o.status,
    'partnersNeeded', o.partners_needed,
    'responseDeadline',
      to_char(o.response_deadline at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'maxBids', o.max_bids,
    'autoAssign', o.auto_assign,
    'customRequirements', o.custom_requirements,
    'specialRequests', o.special_requests,
    'accessibility', o.accessibility,
    'ageRestrictions', o.age_restrictions,
    'groupType', o.group_type,
    'transportationNeeded', o.transportation_needed,
    'mealPreferences', o.meal_preferences,
    'budgetRange', o.budget_range,
    'experienceLevel', o.experience_level,
    'preferredExpertise', o.preferred_expertise,
    'locationRadius', o.location_radius,
    'isTemplate', o.is_template,
    'createdAt', to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(o.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text, -1)
$$;

revoke all on function private.opportunity_json_head(public.opportunities) from public;

-- The existing rows: their zone, their weekday on it, and their stored JSON, without the row's
-- other triggers (no audit entry, no new updated_at, no announcement).
alter table public.opportunities disable trigger user;
update public.opportunities o set time_zone = private.location_time_zone(o.location);
update public.opportunities o set
  local_weekday = private.local_weekday(o.location, o.date),
  json_head = private.opportunity_json_head(o);
alter table public.opportunities enable trigger user;

-- ============================================================================================
-- Completing a tour
-- ============================================================================================

/**
 * A client completes a tour only once it has started (TP204): before then nothing has been
 * earned. Named to run after check_transition, so a tour that is not scheduled reports TP001.
 */
create or replace function private.refuse_early_completion()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  zone text;
begin
  if new.status = 'completed' and old.status is distinct from 'completed'
    and new.scheduled_for > now() and private.is_client_request() then
    select o.time_zone into zone from public.opportunities o where o.id = new.opportunity_id;
    raise exception 'this tour starts on % and cannot be completed before then',
      private.tour_time_text(new.scheduled_for, zone)
      using errcode = 'TP204';
  end if;
  return new;
end;
$$;

revoke all on function private.refuse_early_completion() from public;

create trigger check_transition_started
  before update of status on public.tours
  for each row execute function private.refuse_early_completion();

/** Tells the partner their tour is complete and what it earned them (the payable line's amount). */
create or replace function private.notify_tour_completed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify(
    new.partner_id,
    'tour_completed',
    'Tour completed',
    format(
      '"%s" on %s is complete. $%s is added to your earnings.',
      o.title,
      private.tour_time_text(new.scheduled_for, o.time_zone),
      coalesce(new.agreed_amount, new.actual_revenue)
    ),
    jsonb_build_object(
      'tourId', new.id, 'opportunityId', new.opportunity_id, 'date', new.scheduled_for,
      'timeZone', o.time_zone, 'amount', coalesce(new.agreed_amount, new.actual_revenue)::text
    )
  )
  from public.opportunities o
  where o.id = new.opportunity_id;
  return null;
end;
$$;

revoke all on function private.notify_tour_completed() from public;

create trigger notify_tour_completed
  after update of status on public.tours
  for each row
  when (new.status = 'completed' and old.status is distinct from 'completed')
  execute function private.notify_tour_completed();

-- ============================================================================================
-- A change of date, time, place or base rate is announced
-- ============================================================================================

/**
 * As in …010100_opportunity_edit, and also for a new base rate, and to the bidders with an open
 * bid (pending or shortlisted) besides the assigned and touring partners, each once, while the
 * tour is ahead: type `opportunity_changed`, times on the tour's clock, what it was before.
 * A new date or place still moves the scheduled tours (what the calendar and feed show).
 */
create or replace function private.announce_opportunity_move()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  rescheduled boolean := new.date is distinct from old.date;
  relocated boolean := new.location is distinct from old.location;
  repriced boolean := new.base_rate is distinct from old.base_rate;
  changes text[] := array[]::text[];
  title text;
begin
  if rescheduled or relocated then
    update public.tours t
    set scheduled_for = new.date
    where t.opportunity_id = new.id and t.status = 'scheduled';
  end if;

  if new.date <= now() or new.status not in ('open', 'awarded') or new.is_template then
    return null;
  end if;
  if rescheduled then
    changes := changes || format(
      'now starts %s (was %s)',
      private.tour_time_text(new.date, new.time_zone),
      private.tour_time_text(old.date, old.time_zone)
    );
  end if;
  if relocated then
    changes := changes || format('now meets at %s (was %s)', new.location, old.location);
  end if;
  if repriced then
    changes := changes || format('base rate is now $%s (was $%s)', new.base_rate, old.base_rate);
  end if;
  title := case
    when cardinality(changes) > 1 then 'Tour details changed'
    when rescheduled then 'Tour rescheduled'
    when relocated then 'Tour location changed'
    else 'Base rate changed'
  end;

  perform private.notify(
    p.partner_id,
    'opportunity_changed',
    title,
    format('"%s" %s.', new.title, array_to_string(changes, '; ')),
    jsonb_build_object(
      'opportunityId', new.id,
      'date', new.date,
      'previousDate', old.date,
      'timeZone', new.time_zone,
      'location', new.location,
      'previousLocation', old.location,
      'baseRate', new.base_rate::text,
      'previousBaseRate', old.base_rate::text
    )
  )
  from (
    select a.partner_id from public.opportunity_assignments a where a.opportunity_id = new.id
    union
    select t.partner_id from public.tours t where t.opportunity_id = new.id and t.status = 'scheduled'
    union
    select b.user_id from public.bids b
    where b.opportunity_id = new.id and b.status in ('pending', 'shortlisted')
  ) p;
  return null;
end;
$$;

revoke all on function private.announce_opportunity_move() from public;

drop trigger announce_move on public.opportunities;
create trigger announce_move
  after update of date, location, base_rate on public.opportunities
  for each row
  when (
    new.date is distinct from old.date
    or new.location is distinct from old.location
    or new.base_rate is distinct from old.base_rate
  )
  execute function private.announce_opportunity_move();

-- ============================================================================================
-- A cancellation is announced
-- ============================================================================================

/**
 * As in …010100_opportunity_edit: declines the open bids and cancels the scheduled tours with
 * the admin's reason. The bidders with an open bid and the assigned partners with neither bid
 * nor tour are told here, once each, as `opportunity_cancelled` (the declines it causes send no
 * "Bid declined" of their own: notify_bid_decision); the touring partners are told by their
 * tour's cancellation (`tour_cancelled`).
 */
create or replace function private.close_cancelled_opportunity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  reason text := coalesce(nullif(btrim(new.cancellation_reason), ''), 'The opportunity was cancelled.');
begin
  perform private.notify(
    p.partner_id,
    'opportunity_cancelled',
    'Opportunity cancelled',
    format(
      '"%s" on %s was cancelled by the organiser: %s',
      new.title, private.tour_time_text(new.date, new.time_zone), reason
    ),
    jsonb_build_object(
      'opportunityId', new.id, 'date', new.date, 'timeZone', new.time_zone, 'reason', reason
    )
  )
  from (
    select b.user_id as partner_id from public.bids b
    where b.opportunity_id = new.id and b.status in ('pending', 'shortlisted')
    union
    select a.partner_id from public.opportunity_assignments a
    where a.opportunity_id = new.id
      and not exists (
        select 1 from public.tours t
        where t.opportunity_id = new.id and t.partner_id = a.partner_id and t.status = 'scheduled'
      )
  ) p;
  update public.bids
  set status = 'declined', decline_reason = reason
  where opportunity_id = new.id and status in ('pending', 'shortlisted');
  update public.tours
  set status = 'cancelled', cancellation_reason = reason
  where opportunity_id = new.id and status = 'scheduled';
  return null;
end;
$$;

revoke all on function private.close_cancelled_opportunity() from public;

/**
 * As in …0700_notifications, except for a bid declined because its opportunity was cancelled:
 * that bidder was told of the cancellation (close_cancelled_opportunity), once.
 */
create or replace function private.notify_bid_decision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  accepted boolean := new.status = 'accepted';
begin
  perform private.notify(
    new.user_id,
    case when accepted then 'bid_accepted' else 'bid_declined' end::public.notification_type,
    case when accepted then 'Bid accepted' else 'Bid declined' end,
    case
      when accepted then format('Your bid of $%s for "%s" was accepted.', new.amount, o.title)
      else format('Your bid for "%s" was declined: %s', o.title, new.decline_reason)
    end,
    jsonb_build_object('bidId', new.id, 'opportunityId', new.opportunity_id)
  )
  from public.opportunities o
  where o.id = new.opportunity_id
    and (accepted or o.status <> 'cancelled');
  return null;
end;
$$;

revoke all on function private.notify_bid_decision() from public;

/**
 * As in …0700_notifications, with the tour's time on its own clock in the message and its zone
 * in the data: "Tour scheduled", or "Tour cancelled" with the organiser's reason.
 */
create or replace function private.notify_tour_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  scheduled boolean := tg_op = 'INSERT';
begin
  perform private.notify(
    new.partner_id,
    case when scheduled then 'tour_scheduled' else 'tour_cancelled' end::public.notification_type,
    case when scheduled then 'Tour scheduled' else 'Tour cancelled' end,
    case
      when scheduled then format(
        '"%s" on %s is on your schedule.', o.title, private.tour_time_text(new.scheduled_for, o.time_zone)
      )
      else format(
        '"%s" on %s was cancelled by the organiser.%s',
        o.title,
        private.tour_time_text(new.scheduled_for, o.time_zone),
        coalesce(' ' || new.cancellation_reason, '')
      )
    end,
    jsonb_build_object(
      'tourId', new.id, 'opportunityId', new.opportunity_id, 'date', new.scheduled_for,
      'timeZone', o.time_zone
    )
  )
  from public.opportunities o
  where o.id = new.opportunity_id;
  return null;
end;
$$;

revoke all on function private.notify_tour_change() from public;

-- ============================================================================================
-- The calendar feed names the zone
-- ============================================================================================

/**
 * As in …1200_calendar_integrations, with each tour's `timeZone`: the feed's times are UTC
 * instants, and its descriptions name the start on the tour's own clock.
 */
create or replace function public.calendar_feed(feed_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  integration public.calendar_integrations;
  feed_owner public.users;
  platform boolean;
  tours jsonb;
begin
  if feed_token is null or char_length(feed_token) < 32 then
    return null;
  end if;
  select * into integration
  from public.calendar_integrations ci
  where ci.provider = 'ical' and ci.access_token = feed_token and ci.is_active;
  if not found then
    return null;
  end if;
  select * into feed_owner from public.users u where u.id = integration.user_id and u.is_active;
  if not found then
    return null;
  end if;
  platform := feed_owner.role = 'admin';

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', t.id,
           'status', t.status,
           'start', t.scheduled_for,
           'timeZone', o.time_zone,
           'durationHours', o.duration,
           'title', o.title,
           'location', o.location,
           'description', o.description,
           'groupSize', o.group_size,
           'agreedAmount', t.agreed_amount::text,
           'cancellationReason', t.cancellation_reason,
           'createdAt', t.created_at,
           'updatedAt', t.updated_at,
           'partnerName', case when platform then coalesce(
             nullif(btrim(p.business_name), ''),
             nullif(btrim(concat_ws(' ', btrim(p.first_name), btrim(p.last_name))), ''),
             p.email
           ) end
         ) order by t.scheduled_for), '[]'::jsonb)
  into tours
  from public.tours t
  join public.opportunities o on o.id = t.opportunity_id
  join public.users p on p.id = t.partner_id
  where (platform or t.partner_id = feed_owner.id)
    and t.scheduled_for >= now() - interval '90 days';

  update public.calendar_integrations set last_sync_at = now() where id = integration.id;

  return jsonb_build_object(
    'calendarName',
    case
      when platform then 'Tour Partner Portal: all tours'
      else coalesce(nullif(btrim(feed_owner.business_name), ''), 'Tour Partner Portal') || ' tours'
    end,
    'tours', tours
  );
end;
$$;

revoke all on function public.calendar_feed(text) from public;
grant execute on function public.calendar_feed(text) to anon, authenticated, service_role;

revoke all on all functions in schema private from public;
