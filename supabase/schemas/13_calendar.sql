-- Calendar integrations: a user's link to an external calendar. Provider 'ical' is the private
-- subscription feed of their tours; its access_token is the revocable feed secret that the feed
-- URL carries. An admin's own feed secret (/admin/calendar) yields every partner's tours, each
-- with the partner's name. Whether the owner is an active admin is decided on every fetch, so
-- losing the role or the account ends the platform feed at once; the secret itself then names
-- an empty partner calendar, or nothing.

-- ============================================================================================
-- calendar_integrations
-- ============================================================================================
create table public.calendar_integrations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  provider text not null
    constraint calendar_integrations_provider_values check (provider in ('google', 'apple', 'ical')),
  access_token text,
  refresh_token text,
  expires_at timestamptz,
  calendar_id text
    constraint calendar_integrations_calendar_id_length check (char_length(calendar_id) <= 200),
  is_active boolean not null default true,
  sync_enabled boolean not null default true,
  last_sync_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint calendar_integrations_one_per_provider unique (user_id, provider)
);
alter table public.calendar_integrations enable row level security;
revoke all on public.calendar_integrations from anon;
revoke insert, update, truncate, references, trigger on public.calendar_integrations from authenticated;

-- ============================================================================================
-- Column privileges
-- ============================================================================================
-- The feed secret is made by make_feed_secret().
grant insert (user_id, provider, access_token, calendar_id, sync_enabled)
  on public.calendar_integrations to authenticated;
grant update (access_token, calendar_id, is_active, sync_enabled)
  on public.calendar_integrations to authenticated;

-- The feed function finds the partner by the secret in the URL.
create unique index calendar_integrations_feed_token_idx on public.calendar_integrations (access_token)
  where provider = 'ical';

create trigger set_updated_at
  before update on public.calendar_integrations
  for each row execute function private.set_updated_at();

/**
 * Whenever a client stores a feed secret, the database replaces it with two v4 UUIDs (244
 * random bits) as 64 hex digits, so no one can choose a guessable one, and the new secret has
 * never been fetched. Other providers keep no token a client sent.
 */
create function private.make_feed_secret()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_request()
    and new.access_token is not null
    and (tg_op = 'INSERT' or new.access_token is distinct from old.access_token) then
    new.access_token := case
      when new.provider = 'ical'
        then replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')
    end;
    new.last_sync_at := null;
  end if;
  return new;
end;
$$;

create trigger make_feed_secret
  before insert or update on public.calendar_integrations
  for each row execute function private.make_feed_secret();

-- ============================================================================================
-- Policies
-- ============================================================================================
create policy "only active users reach calendar integrations"
  on public.calendar_integrations as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "partners read their integrations and admins read all"
  on public.calendar_integrations for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "partners add their integrations and admins add any"
  on public.calendar_integrations for insert to authenticated
  with check (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "partners change their integrations and admins change any"
  on public.calendar_integrations for update to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()))
  with check (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "partners remove their integrations and admins remove any"
  on public.calendar_integrations for delete to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- ============================================================================================
-- The iCal feed, partner or platform
-- ============================================================================================

/**
 * The iCal feed behind an active `ical` integration's token, null for any other token: the
 * owner's tours (an admin's: every partner's, with the partner's name) from 90 days back, each
 * with its meeting place unless cancelled and its `timeZone` (the feed's times are UTC
 * instants, its descriptions name the start on the tour's own clock), and the calendar's name. Stamps the integration's `last_sync_at`.
 */
create function public.calendar_feed(feed_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  integration public.calendar_integrations;
  feed_owner public.users;
  -- The feed owner's place in a business (03_team.sql): owners and managers get its tours,
  -- a guide those they lead, anyone else none.
  membership public.team_members;
  business public.users;
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
  select * into membership from public.team_members m where m.user_id = feed_owner.id;
  select * into business from public.users u where u.id = membership.partner_id;

  select coalesce(jsonb_agg(jsonb_build_object(
           'id', t.id,
           'status', t.status,
           'start', t.scheduled_for,
           'timeZone', o.time_zone,
           'durationHours', o.duration,
           'title', o.title,
           'location', o.location,
           'meetingPlace', (
             select jsonb_build_object(
               'street', m.street, 'state', m.state, 'zip', m.zip, 'instructions', m.instructions
             )
             from public.opportunity_meeting_places m
             where m.opportunity_id = o.id and t.status <> 'cancelled'
           ),
           'description', o.description,
           'groupSize', o.group_size,
           'agreedAmount', case when membership.role is distinct from 'guide' then t.agreed_amount::text end,
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
  where (
      platform
      or (membership.role in ('owner', 'manager') and t.partner_id = membership.partner_id)
      or (membership.role = 'guide' and t.partner_id = membership.partner_id and t.guide_id = feed_owner.id)
    )
    and t.scheduled_for >= now() - interval '90 days';

  update public.calendar_integrations set last_sync_at = now() where id = integration.id;

  return jsonb_build_object(
    'calendarName',
    case
      when platform then 'Tour Partner Portal: all tours'
      else coalesce(nullif(btrim(business.business_name), ''), 'Tour Partner Portal') || ' tours'
    end,
    'tours', tours
  );
end;
$$;

revoke all on function public.calendar_feed(text) from public;
grant execute on function public.calendar_feed(text) to anon, authenticated, service_role;
