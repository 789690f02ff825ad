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

-- ============================================================================================
-- The job
-- ============================================================================================

/**
 * Sends the expiry notices due today, to the partner and to every active admin, for approved
 * and pending licences: 'expired' once the expiry date has passed, '7_days' within 7 days of
 * it, '30_days' within 30. Only the most advanced stage due is sent, and never one that is not
 * ahead of a notice already sent for the same expiry date. Returns the number of licences
 * noticed. Safe to run at any time and any number of times; concurrent runs send each notice
 * once (the primary key decides).
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
  what text;
  days integer;
begin
  for notice in
    with due as (
      select l.id, l.partner_id, l.state, l.licence_type, l.licence_number, l.expires_on,
        case
          when l.expires_on < current_date then 'expired'
          when l.expires_on <= current_date + 7 then '7_days'
          else '30_days'
        end as stage
      from public.partner_licences l
      where l.status in ('approved', 'pending') and l.expires_on <= current_date + 30
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
    days := notice.expires_on - current_date;
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
          what, notice.expires_on, days
        )
        when notice.stage = 'expired' then format(
          '%s''s %s expired on %s.', notice.partner_name, what, notice.expires_on
        )
        else format(
          '%s''s %s expires on %s (in %s days).', notice.partner_name, what, notice.expires_on, days
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
  ('licence-expiry-notices', '0 6 * * *', 'select private.notify_licence_expiry()');

-- pg_cron is a Supabase extension (Integrations → Cron); a Postgres without it skips this, and
-- its runner reads private.scheduled_jobs instead.
do $$
declare
  job record;
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    return;
  end if;
  create extension if not exists pg_cron with schema pg_catalog;
  for job in select * from private.scheduled_jobs loop
    -- Scheduling by name replaces an earlier schedule of the same job.
    perform cron.schedule(job.name, job.schedule, job.command);
  end loop;
end;
$$;

revoke all on all functions in schema private from public;
