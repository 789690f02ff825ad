-- A licence's last valid day is a day in its own state.
--
-- Every licence rule counted days on `current_date`, the date in UTC. A California licence
-- whose last day is today stopped counting at 4 pm Pacific time (5 pm in summer): from then
-- on the partner's bids on tours that require it were refused (TP107), matching excluded those
-- tours, an admin could no longer approve it (TP701) and the partner could not record it
-- (22023). The expiry notices counted their days the same way.
--
-- The licence now stores the moment it stops counting, `expires_at`: the midnight that ends
-- its expiry date on the clock of its state (private.us_state_time_zones, the clock matching
-- reads a tour's weekday on). "Current" is `expires_at > now()`: one comparison the planner
-- keeps inline in every list, where a function of the state would run once per row.
--
-- "Already expired" on recording is now TP702 with COLUMN expires_on, a product rule the API
-- puts under the form's field, instead of the generic 22023 ("Invalid input").
--
-- The notices run at 10:00 UTC instead of 06:00: midnight in Hawaii, the last US state to
-- start a day, so every state's date is the same when the job runs and an "expired" notice is
-- never early.

/**
 * The time zone of US state `state`'s clock (private.us_state_time_zones), UTC for a code it
 * does not know.
 */
create function private.state_time_zone(state text)
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select z.time_zone from private.us_state_time_zones z where z.code = state),
    'UTC'
  )
$$;

/** The date of moment `at` on the clock of US state `state`. */
create function private.state_date(state text, at timestamptz)
returns date
language sql
stable
set search_path = ''
as $$
  select (at at time zone private.state_time_zone(state))::date
$$;

/** The moment a licence of `state` whose last valid day is `expires_on` stops counting. */
create function private.licence_end(state text, expires_on date)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select (expires_on + 1)::timestamp at time zone private.state_time_zone(state)
$$;

revoke all on function private.state_time_zone(text) from public;
grant execute on function private.state_time_zone(text) to authenticated, service_role;
revoke all on function private.state_date(text, timestamptz) from public;
revoke all on function private.licence_end(text, date) from public;
grant execute on function private.state_date(text, timestamptz) to authenticated, service_role;
grant execute on function private.licence_end(text, date) to authenticated, service_role;

-- The trigger below sets it on every write; the default, already past, fails closed and
-- leaves clients' typed inserts free of a column they may not write.
alter table public.partner_licences
  add column expires_at timestamptz not null default '-infinity';

comment on column public.partner_licences.expires_at is
  'Server-owned: the moment the licence stops counting, the midnight that ends expires_on on the clock of its state (private.licence_end).';

-- Filled in without the row's other triggers: no audit entry, no new updated_at.
alter table public.partner_licences disable trigger user;
update public.partner_licences l set expires_at = private.licence_end(l.state, l.expires_on);
alter table public.partner_licences enable trigger user;

/**
 * As in …015100_licences, with the end of the licence set from its state and expiry date
 * whoever writes the row, and the expiry rules read from it. A licence recorded already
 * expired is TP702 on `expires_on` (it was 22023): the API answers 400 with the sentence under
 * the form's expiry field, where the form's own check (a date before today in every US state)
 * lets through a day that has ended only in the licence's state.
 */
create or replace function private.check_licence()
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

/**
 * As in …000200_opportunity_json_licence: the states in which the partner holds an approved
 * licence that has not reached its end. The one definition of "a current licence".
 */
create or replace function private.current_licence_states(partner_id uuid)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(distinct l.state order by l.state), '{}')
  from public.partner_licences l
  where l.partner_id = current_licence_states.partner_id
    and l.status = 'approved'
    and l.expires_at > now()
$$;

/** As in …015300_licence_expiry, with each licence's days counted in its state. */
create or replace function private.notify_licence_expiry()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  notice record;
  noticed integer := 0;
  what text;
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
    what := format('%s %s licence %s', notice.state, notice.licence_type, notice.licence_number);
    perform private.notify(
      recipient,
      'system',
      case
        when notice.stage = 'expired' then
          case when recipient = notice.partner_id then 'Licence expired' else 'Partner licence expired' end
        else
          case when recipient = notice.partner_id then 'Licence expires soon' else 'Partner licence expires soon' end
      end,
      case
        when recipient = notice.partner_id and notice.stage = 'expired' then format(
          'Your %s expired on %s. Tours that require a %s licence take your bids again once a renewed licence is approved.',
          what, notice.expires_on, notice.state
        )
        when recipient = notice.partner_id then format(
          'Your %s expires on %s (in %s days). Add the renewed licence to keep bidding on tours that require it.',
          what, notice.expires_on, notice.days
        )
        when notice.stage = 'expired' then format(
          '%s''s %s expired on %s.', notice.partner_name, what, notice.expires_on
        )
        else format(
          '%s''s %s expires on %s (in %s days).', notice.partner_name, what, notice.expires_on, notice.days
        )
      end,
      jsonb_build_object(
        'licenceId', notice.id, 'partnerId', notice.partner_id, 'stage', notice.stage,
        'expiresOn', notice.expires_on
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

update private.scheduled_jobs set schedule = '0 10 * * *' where name = 'licence-expiry-notices';

-- As in …015300_licence_expiry: where pg_cron is installed, scheduling by name replaces the job.
do $$
declare
  job record;
begin
  if not exists (select 1 from pg_extension where extname = 'pg_cron') then
    return;
  end if;
  for job in select * from private.scheduled_jobs where name = 'licence-expiry-notices' loop
    perform cron.schedule(job.name, job.schedule, job.command);
  end loop;
end;
$$;
