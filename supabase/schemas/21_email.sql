-- E-mail: a transactional outbox, each user's say over it, and its schedule.
--
-- Every in-app notification that matters is mailed too: an AFTER INSERT trigger on
-- public.notifications writes an e-mail row in the same transaction (so a rolled-back change
-- mails nothing and a committed one is never lost), by the notification's category
-- (private.notification_email_category(): the one map of notification → category) and the
-- recipient's preference for it (immediately, in a daily digest, or off). Events without a
-- notification write rows directly: tour reminders, bids awaiting an admin's review, digests.
--
-- The `send-email` Edge Function drains the outbox: it claims due rows (`for update skip
-- locked`, with a lease, so a killed function's rows are claimed again after the lease and
-- sent with the same idempotency key, which the provider answers without sending twice), sends
-- them through the provider's HTTP API and records each outcome. pg_cron calls it through
-- pg_net each minute where there is work (Supabase); the local stack runs the same job.
--
-- The account's own security mails (password reset, e-mail change) are Auth's and never pass
-- through here: they are not optional.

-- ============================================================================================
-- Types
-- ============================================================================================
create type public.email_category as enum (
  'bids', 'schedule', 'licences', 'payouts', 'support', 'admin_digests', 'reviews'
);
comment on type public.email_category is
  'What a product e-mail is about; each user chooses per category how it reaches them.';

create type public.email_delivery as enum ('immediately', 'daily_digest', 'off');

-- queued: due from send_after; gathered: waits for the recipient's daily digest; digested:
-- went out inside a digest (digest_id); sending: claimed by a sender until lease_until;
-- sent; failed: the last try failed or the provider refused it (last_error); dropped: not sent
-- because the category was turned off, or a support answer was read in the portal meanwhile.
create type public.email_status as enum (
  'queued', 'gathered', 'digested', 'sending', 'sent', 'failed', 'dropped'
);

-- How an outbox row reaches its recipient: a mail (send-email) or a WhatsApp message
-- (send-whatsapp). A WhatsApp row is never gathered into a digest.
create type public.message_channel as enum ('email', 'whatsapp');

-- ============================================================================================
-- email_preferences
-- ============================================================================================
/** A user's choice for one category; a category without a row takes its default. */
create table public.email_preferences (
  user_id uuid not null references public.users (id) on delete cascade,
  category public.email_category not null,
  delivery public.email_delivery not null,
  -- Also on WhatsApp (to a verified number); null: the category's default (default_whatsapp)
  whatsapp boolean,
  updated_at timestamptz not null default now(),
  primary key (user_id, category)
);
revoke all on public.email_preferences from anon;
revoke all on public.email_preferences from authenticated;
grant select, delete on public.email_preferences to authenticated;
grant insert (user_id, category, delivery, whatsapp) on public.email_preferences to authenticated;
grant update (delivery, whatsapp) on public.email_preferences to authenticated;

alter table public.email_preferences enable row level security;

create trigger set_updated_at
  before update on public.email_preferences
  for each row execute function private.set_updated_at();

create policy "only active users reach email preferences"
  on public.email_preferences as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "people manage their own email preferences"
  on public.email_preferences for all to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

/** What a category is when the user never chose: admins' digests daily, the rest at once. */
create function private.default_email_delivery(category public.email_category)
returns public.email_delivery
language sql
immutable
set search_path = ''
as $$
  select case when category = 'admin_digests' then 'daily_digest' else 'immediately' end::public.email_delivery
$$;
revoke all on function private.default_email_delivery(public.email_category) from public;
grant execute on function private.default_email_delivery(public.email_category) to authenticated, service_role;

/** How `recipient` takes mail of `category`: their choice, else the default. */
create function private.email_delivery_for(recipient uuid, category public.email_category)
returns public.email_delivery
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.delivery from public.email_preferences p
     where p.user_id = recipient and p.category = email_delivery_for.category),
    private.default_email_delivery(category)
  )
$$;
revoke all on function private.email_delivery_for(uuid, public.email_category) from public;
grant execute on function private.email_delivery_for(uuid, public.email_category) to service_role;

/**
 * Whether a category goes to WhatsApp too when the user never chose: awards and bids, tour
 * changes, cancellations and reminders, and support answers; not the rest.
 */
create function private.default_whatsapp(category public.email_category)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select category in ('bids', 'schedule', 'support')
$$;
revoke all on function private.default_whatsapp(public.email_category) from public;
grant execute on function private.default_whatsapp(public.email_category) to authenticated, service_role;

/**
 * Whether `recipient` takes `category` on WhatsApp: a verified number they did not STOP, and
 * their choice (else the default).
 */
create function private.whatsapp_for(recipient uuid, category public.email_category)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.whatsapp_connections w
    where w.user_id = recipient and w.is_verified and w.opted_out_at is null
  ) and coalesce(
    (select p.whatsapp from public.email_preferences p
     where p.user_id = recipient and p.category = whatsapp_for.category),
    private.default_whatsapp(category)
  )
$$;
revoke all on function private.whatsapp_for(uuid, public.email_category) from public;
grant execute on function private.whatsapp_for(uuid, public.email_category) to service_role;

-- ============================================================================================
-- email_outbox
-- ============================================================================================
create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  -- The account it goes to; null for a person without one (a tour's organiser or guest),
  -- whose address and name are to_address and to_name from the start.
  user_id uuid references public.users (id) on delete cascade,
  to_name text constraint email_outbox_to_name_length check (char_length(to_name) <= 200),
  channel public.message_channel not null default 'email',
  category public.email_category not null,
  -- What the mail is: a notification's type, 'tour_reminder', 'bid_submitted' or 'digest'
  -- ('legacy': words stored in its data, written before the words left the database).
  kind text not null constraint email_outbox_kind_format check (kind ~ '^[a-z0-9_]{1,60}$'),
  notification_id uuid references public.notifications (id) on delete set null,
  -- The facts its subject, heading and message are rendered from by the messages catalogue
  -- (supabase/functions/_shared/portable/messages), with the kind: data; what the template
  -- shows of its tour: forAdmin, tourTitle, tourDate, timeZone, location; a digest's items.
  content jsonb not null default '{}'
    constraint email_outbox_content_object check (jsonb_typeof(content) = 'object'),
  status public.email_status not null default 'queued',
  -- The digest mail a gathered row went out in.
  digest_id uuid references public.email_outbox (id) on delete set null,
  -- One row per event that must mail once (a tour's reminder, a user's digest of a day).
  dedupe_key text unique,
  -- Sent to the provider (`Idempotency-Key`); a resend by an admin takes a new one.
  idempotency_key uuid not null default gen_random_uuid(),
  attempts integer not null default 0 constraint email_outbox_attempts_positive check (attempts >= 0),
  send_after timestamptz not null default now(),
  lease_until timestamptz,
  last_error text constraint email_outbox_last_error_length check (char_length(last_error) <= 1000),
  -- The e-mail address, or the WhatsApp number (E.164), it was sent to
  to_address text,
  -- When its unsubscribe link was issued: at the first claim of each send, kept for the
  -- retries (the provider must get the same mail for the same idempotency key).
  unsubscribe_issued_at timestamptz,
  -- The provider's id: Resend's, or WhatsApp's message id (wamid), which its statuses name
  provider_message_id text,
  -- WhatsApp's latest status of a sent message (sent → delivered → read, or failed)
  delivery_status text
    constraint email_outbox_delivery_status_values
      check (delivery_status in ('sent', 'delivered', 'read', 'failed')),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint email_outbox_has_recipient check (user_id is not null or to_address is not null)
);
revoke all on public.email_outbox from anon;
revoke all on public.email_outbox from authenticated;
grant select on public.email_outbox to authenticated;
comment on table public.email_outbox is
  'Product e-mails to send, written in the transaction of the event; drained by send-email.';

alter table public.email_outbox enable row level security;

-- The sender's claim: due rows in order.
create index email_outbox_due_idx on public.email_outbox (channel, send_after)
  where status in ('queued', 'sending');

-- WhatsApp's statuses name the message by its id.
create index email_outbox_provider_message_id_idx on public.email_outbox (provider_message_id)
  where channel = 'whatsapp';

-- A user's gathered rows, for their digest.
create index email_outbox_gathered_idx on public.email_outbox (user_id) where status = 'gathered';

-- The admins' mail page: per category and status, newest first.
create index email_outbox_category_status_idx on public.email_outbox (category, status, created_at desc);

create index email_outbox_status_created_at_idx on public.email_outbox (status, created_at desc);

create index email_outbox_user_id_idx on public.email_outbox (user_id);

create index email_outbox_notification_id_idx on public.email_outbox (notification_id);

create index email_outbox_digest_id_idx on public.email_outbox (digest_id);

create trigger set_updated_at
  before update on public.email_outbox
  for each row execute function private.set_updated_at();

create policy "admins read the email outbox"
  on public.email_outbox for select to authenticated
  using ((select private.is_admin()));

-- ============================================================================================
-- Writing e-mails
-- ============================================================================================
/**
 * Puts one message for `recipient` in the outbox as their preferences for `category` say: an
 * e-mail queued, or gathered for the digest (when `digestible`), unless they turned e-mail
 * off; and a WhatsApp message too when private.whatsapp_for() says so (a support answer at
 * once when the partner wrote last from WhatsApp, else after the mail's wait). Nothing for a
 * deactivated account (claim_emails drops what was queued before). A row whose `dedupe_key`
 * exists already is not written again (a WhatsApp row's key ends in ':whatsapp'). Returns the
 * e-mail's id, else the WhatsApp message's, or null.
 */
create function private.enqueue_email(
  recipient uuid,
  category public.email_category,
  kind text,
  content jsonb,
  notification_id uuid default null,
  dedupe_key text default null,
  send_after timestamptz default now(),
  digestible boolean default true
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  delivery public.email_delivery := private.email_delivery_for(recipient, category);
  written uuid;
  texted uuid;
begin
  if not exists (select 1 from public.users u where u.id = recipient and u.is_active) then
    return null;
  end if;
  if delivery <> 'off' then
    insert into public.email_outbox (
      user_id, category, kind, content, notification_id, dedupe_key, send_after, status
    )
    values (
      recipient, category, kind, content, notification_id, dedupe_key, send_after,
      case when delivery = 'daily_digest' and digestible then 'gathered' else 'queued' end::public.email_status
    )
    on conflict on constraint email_outbox_dedupe_key_key do nothing
    returning id into written;
  end if;
  if kind <> 'digest' and private.whatsapp_for(recipient, category) then
    insert into public.email_outbox (
      user_id, channel, category, kind, content, notification_id, dedupe_key, send_after, status
    )
    values (
      recipient, 'whatsapp', category, kind, content, notification_id, dedupe_key || ':whatsapp',
      -- A support answer to a partner who wrote last from WhatsApp goes there at once.
      case when kind = 'chat_reply' and (
        select m.whatsapp_message_id is not null from public.chat_messages m
        where m.user_id = recipient and m.sender_type = 'user'
        order by m.created_at desc limit 1
      ) then now() else send_after end,
      'queued'
    )
    on conflict on constraint email_outbox_dedupe_key_key do nothing
    returning id into texted;
  end if;
  return coalesce(written, texted);
end;
$$;
revoke all on function private.enqueue_email(uuid, public.email_category, text, jsonb, uuid, text, timestamptz, boolean) from public;
grant execute on function private.enqueue_email(uuid, public.email_category, text, jsonb, uuid, text, timestamptz, boolean) to service_role;

/**
 * The addresses without an account that unsubscribed from a category (a mail's one-click
 * unsubscribe): a person without an account has no preferences page, so this is their say.
 */
create table private.email_address_opt_outs (
  address text not null constraint email_address_opt_outs_lower check (address = lower(address)),
  category public.email_category not null,
  created_at timestamptz not null default now(),
  primary key (address, category)
);
revoke all on private.email_address_opt_outs from public;

/**
 * Puts one e-mail to `address` (a person without an account, called `name`) in the outbox,
 * queued now, unless that address unsubscribed from `category`. Never gathered: there is no
 * digest without an account. A row whose `dedupe_key` exists is not written again. Returns the
 * row's id or null.
 */
create function private.enqueue_address_email(
  address text,
  name text,
  category public.email_category,
  kind text,
  content jsonb,
  dedupe_key text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  written uuid;
begin
  if exists (
    select 1 from private.email_address_opt_outs o
    where o.address = lower(btrim(enqueue_address_email.address))
      and o.category = enqueue_address_email.category
  ) then
    return null;
  end if;
  insert into public.email_outbox (to_address, to_name, category, kind, content, dedupe_key)
  values (btrim(address), left(nullif(btrim(name), ''), 200), category, kind, content, dedupe_key)
  on conflict on constraint email_outbox_dedupe_key_key do nothing
  returning id into written;
  return written;
end;
$$;
revoke all on function private.enqueue_address_email(text, text, public.email_category, text, jsonb, text) from public;
grant execute on function private.enqueue_address_email(text, text, public.email_category, text, jsonb, text) to service_role;

/**
 * THE map of notifications to e-mail categories, the one place it lives. By type first; a
 * 'system' notification, or a type added later that no rule names, by what it is about (the
 * ids in its data). Null: the notification is not mailed.
 *
 *   to an admin: a partner's chat message            → support
 *   to an admin: anything else (licences, …)          → admin_digests
 *   assignment, bid_accepted, bid_declined, bid_*     → bids
 *   tour_scheduled                                    → not mailed: the same transaction's
 *                                                       bid_accepted mail tells the award
 *   tour_cancelled, tour_* (changed, completed, …)    → schedule
 *   chat_reply                                        → support
 *   payout_*                                          → payouts
 *   licence_*                                         → licences
 *   otherwise with payoutId / licenceId / tourId or opportunityId / bidId / messageId in its
 *   data                                              → payouts / licences / schedule / bids / support
 */
create function private.notification_email_category(
  kind text,
  data jsonb,
  for_admin boolean
)
returns public.email_category
language sql
immutable
set search_path = ''
as $$
  select (case
    when for_admin and data ? 'chatUserId' then 'support'
    when for_admin then 'admin_digests'
    when kind = 'tour_scheduled' then null
    when kind in ('assignment', 'bid_accepted', 'bid_declined') or kind like 'bid\_%' then 'bids'
    when kind = 'tour_cancelled' or kind like 'tour\_%' then 'schedule'
    when kind = 'chat_reply' then 'support'
    when kind like 'payout%' then 'payouts'
    when kind like 'licence%' then 'licences'
    when data ? 'payoutId' then 'payouts'
    when data ? 'licenceId' then 'licences'
    when data ? 'tourId' or data ? 'opportunityId' then 'schedule'
    when data ? 'bidId' then 'bids'
    when data ? 'messageId' then 'support'
  end)::public.email_category
$$;
revoke all on function private.notification_email_category(text, jsonb, boolean) from public;
grant execute on function private.notification_email_category(text, jsonb, boolean) to service_role;

/**
 * What a mail about an opportunity shows of its tour: the title, the date and the time zone of
 * the tour's state (UTC where its location names none).
 */
create function private.email_tour_facts(opportunity_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'tourTitle', o.title,
    'tourDate', coalesce(
      (select t.scheduled_for from public.tours t
       where t.opportunity_id = o.id and t.status <> 'cancelled'
       order by t.created_at desc limit 1),
      o.date
    ),
    'timeZone', private.state_time_zone(private.location_state(o.location)),
    'location', o.location
  )
  from public.opportunities o
  where o.id = opportunity_id
$$;
revoke all on function private.email_tour_facts(uuid) from public;
grant execute on function private.email_tour_facts(uuid) to service_role;

/**
 * Mails a notification as its recipient wants it. A support answer waits a few minutes and is
 * dropped if the partner read it in the portal meanwhile (they were not away). An award tells
 * the winner once: 'tour_scheduled' maps to no category (see the map above).
 */
create function private.mail_notification()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  for_admin boolean := exists (
    select 1 from public.users u where u.id = new.user_id and u.role = 'admin'
  );
  category public.email_category := private.notification_email_category(new.type::text, new.data, for_admin);
  opportunity uuid;
  facts jsonb := '{}';
begin
  if category is null then
    return null;
  end if;
  if new.data ->> 'opportunityId' ~ '^[0-9a-f-]{36}$' then
    opportunity := (new.data ->> 'opportunityId')::uuid;
  elsif new.data ->> 'tourId' ~ '^[0-9a-f-]{36}$' then
    select t.opportunity_id into opportunity from public.tours t where t.id = (new.data ->> 'tourId')::uuid;
  end if;
  if opportunity is not null then
    facts := coalesce(private.email_tour_facts(opportunity), '{}');
  end if;
  perform private.enqueue_email(
    new.user_id,
    category,
    new.type::text,
    facts || jsonb_build_object(
      'data', new.data,
      'forAdmin', for_admin
    ),
    new.id,
    null,
    case when new.type = 'chat_reply' then now() + interval '5 minutes' else now() end
  );
  return null;
end;
$$;
revoke all on function private.mail_notification() from public;

create trigger mail_notification
  after insert on public.notifications
  for each row execute function private.mail_notification();

/** A new bid awaits review: every active admin's digest gathers it (category admin_digests). */
create function private.mail_bid_for_review()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.enqueue_email(
    a.id,
    'admin_digests',
    'bid_submitted',
    private.email_tour_facts(o.id) || jsonb_build_object(
      'data', jsonb_build_object(
        'bidId', new.id, 'opportunityId', o.id, 'opportunityTitle', o.title,
        'partnerName', coalesce(nullif(btrim(p.business_name), ''), p.email),
        'amount', new.amount::text
      ),
      'forAdmin', true
    )
  )
  from public.opportunities o, public.users a, public.users p
  where o.id = new.opportunity_id
    and p.id = new.user_id
    and a.role = 'admin' and a.is_active;
  return null;
end;
$$;
revoke all on function private.mail_bid_for_review() from public;

create trigger mail_bid_for_review
  after insert on public.bids
  for each row
  when (new.status = 'pending')
  execute function private.mail_bid_for_review();

-- ============================================================================================
-- Tour reminders
-- ============================================================================================
/** A tour moved to another time is reminded of again. */
create function private.reset_tour_reminders()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.reminders_sent := 0;
  new.last_reminder_at := null;
  return new;
end;
$$;

create trigger reset_tour_reminders
  before update of scheduled_for on public.tours
  for each row
  when (new.scheduled_for is distinct from old.scheduled_for)
  execute function private.reset_tour_reminders();
revoke all on function private.reset_tour_reminders() from public;

/**
 * Reminds partners of their scheduled tours the admin setting's hours before (24 and 2 unless
 * changed; reminders_sent 1 and 2, last_reminder_at): a tour within the second's hours gets
 * only the second, and a reminder whose moment had passed when the tour was made or moved is
 * skipped. The mail's facts hold the start and the moment it was sent, which its words count
 * the time left from. A cancelled or completed tour gets none. Idempotent: a tour's counter moves once per reminder, under the
 * row's lock, so a second run at the same time sends nothing. Reminders are not gathered into
 * digests (they would come too late); a partner who turned "schedule" off gets none. Returns
 * how many tours were reminded.
 */
create function private.send_tour_reminders(run_at timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  reminded integer;
  -- Hours before the tour of the first and second reminder (admin setting email.reminder_hours).
  hours jsonb := private.admin_setting('email.reminder_hours');
  first_before interval := make_interval(hours => (hours ->> 0)::integer);
  second_before interval := make_interval(hours => (hours ->> 1)::integer);
begin
  with due as (
    select t.id, s.stage
    from public.tours t
    join public.opportunities o on o.id = t.opportunity_id
    cross join lateral (
      select case when t.scheduled_for <= run_at + second_before then 2 else 1 end as stage
    ) s
    where t.status = 'scheduled'
      and t.scheduled_for > run_at
      and t.scheduled_for <= run_at + first_before
      and t.reminders_sent < s.stage
      -- A reminder whose moment had passed when the tour was made or last moved is not sent:
      -- what it says ("in 2 hours") was never true of this tour.
      and t.scheduled_for - case when s.stage = 2 then second_before else first_before end
        >= greatest(t.created_at, o.moved_at)
    for update of t skip locked
  ),
  marked as (
    update public.tours t
    set reminders_sent = due.stage, last_reminder_at = run_at
    from due
    where t.id = due.id
    returning t.id, t.partner_id, t.guide_id, t.opportunity_id, t.scheduled_for, due.stage
  )
  -- To the business and to the tour's guide (03_team.sql), each their own mail.
  select count(private.enqueue_email(
    r.recipient,
    'schedule',
    'tour_reminder',
    private.email_tour_facts(o.id) || jsonb_build_object(
      'data', jsonb_build_object(
        'tourId', m.id, 'stage', m.stage, 'opportunityTitle', o.title, 'location', o.location,
        'startsAt', m.scheduled_for, 'timeZone', o.time_zone, 'remindedAt', run_at
      )
    ),
    null,
    format('tour_reminder:%s:%s:%s', m.id, m.stage, extract(epoch from m.scheduled_for)::bigint)
      || case when r.recipient = m.partner_id then '' else ':' || r.recipient end,
    now(),
    false
  ))
  into reminded
  from marked m
  join public.opportunities o on o.id = m.opportunity_id
  cross join lateral unnest(array_remove(array[m.partner_id, m.guide_id], null)) r (recipient);
  return reminded;
end;
$$;
revoke all on function private.send_tour_reminders(timestamptz) from public;
grant execute on function private.send_tour_reminders(timestamptz) to service_role;

-- ============================================================================================
-- Daily digests
-- ============================================================================================
/** A user's clock: the time zone of the state their business location names, else UTC. */
create function private.user_time_zone(user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select private.state_time_zone(private.location_state(coalesce(u.business_location, u.location)))
     from public.users u where u.id = user_id),
    'UTC'
  )
$$;
revoke all on function private.user_time_zone(uuid) from public;
grant execute on function private.user_time_zone(uuid) to service_role;

/**
 * When the caller's daily digest comes: the digest hour (admin setting email.digest_hour) on
 * the caller's clock (user_time_zone), as send_email_digests keeps it; /profile names both
 * ("7:00 AM Pacific Time"). The API calls it as the caller; it reads the caller's row only.
 */
create function private.my_email_digest_time()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'hour', (private.admin_setting('email.digest_hour'))::integer,
    'timeZone', private.user_time_zone((select auth.uid()))
  )
$$;
revoke all on function private.my_email_digest_time() from public;
grant execute on function private.my_email_digest_time() to authenticated;

/**
 * At the digest hour (admin setting email.digest_hour, 07:00 unless changed) on each user's
 * clock (run hourly), one digest mail with every item gathered for them, which are marked
 * digested; nothing for a user with none. Items of a category turned off since they were
 * gathered are dropped, not sent. The digest names the categories it carries
 * (content.categories), which its unsubscribe link turns off. Once per user and local day
 * (dedupe_key). Returns how many digests were written.
 */
create function private.send_email_digests(run_at timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  person record;
  items uuid[];
  digest uuid;
  written integer := 0;
begin
  for person in
    select g.user_id, (run_at at time zone z.zone)::date as local_day
    from (select distinct e.user_id from public.email_outbox e where e.status = 'gathered') g,
      lateral (select private.user_time_zone(g.user_id) as zone) z
    where extract(hour from run_at at time zone z.zone) = (private.admin_setting('email.digest_hour'))::integer
  loop
    update public.email_outbox e
    set status = 'dropped', last_error = 'the recipient turned this category off'
    where e.user_id = person.user_id and e.status = 'gathered'
      and private.email_delivery_for(e.user_id, e.category) = 'off';
    select array_agg(e.id) into items
    from (
      select e.id from public.email_outbox e
      where e.user_id = person.user_id and e.status = 'gathered'
      for update skip locked
    ) e;
    continue when items is null;

    insert into public.email_outbox (user_id, category, kind, content, dedupe_key)
    select
      person.user_id,
      -- A digest of one category is that category's (its unsubscribe link turns that off).
      case when count(distinct e.category) = 1 then min(e.category::text) else 'admin_digests' end::public.email_category,
      'digest',
      jsonb_build_object(
        'data', jsonb_build_object('count', count(*)),
        'categories', to_jsonb(array_agg(distinct e.category order by e.category)),
        'items', jsonb_agg(
          e.content || jsonb_build_object(
            'id', e.id, 'kind', e.kind, 'category', e.category, 'at', e.created_at
          )
          order by e.created_at
        )
      ),
      format('digest:%s:%s', person.user_id, person.local_day)
    from public.email_outbox e
    where e.id = any (items)
    on conflict on constraint email_outbox_dedupe_key_key do nothing
    returning id into digest;

    if digest is not null then
      update public.email_outbox e set status = 'digested', digest_id = digest
      where e.id = any (items);
      written := written + 1;
    end if;
  end loop;
  return written;
end;
$$;
revoke all on function private.send_email_digests(timestamptz) from public;
grant execute on function private.send_email_digests(timestamptz) to service_role;

-- ============================================================================================
-- Delivery (the send-email function, as service_role)
-- ============================================================================================
/** The key unsubscribe links are signed with; made here, readable by no client. */
create table private.email_signing_keys (
  id boolean primary key default true constraint email_signing_keys_one check (id),
  secret bytea not null default extensions.gen_random_bytes(32)
);
revoke all on private.email_signing_keys from public;

insert into private.email_signing_keys default values on conflict do nothing;

/**
 * When each user last rotated their unsubscribe links: a token issued before it no longer
 * works. The user rotates them (public.rotate_unsubscribe_links(), /profile), and a change of
 * their e-mail address does (rotate_unsubscribe_links_on_new_address), so mail that went to
 * the old address cannot unsubscribe the new one.
 */
create table private.unsubscribe_link_rotations (
  user_id uuid primary key references public.users (id) on delete cascade,
  rotated_at timestamptz not null default now()
);
revoke all on private.unsubscribe_link_rotations from public;

/** The HMAC-SHA256 (hex) of `payload` with the key that signs unsubscribe links. */
create function private.unsubscribe_signature(payload text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(extensions.hmac(convert_to(payload, 'UTF8'), k.secret, 'sha256'), 'hex')
  from private.email_signing_keys k
$$;
revoke all on function private.unsubscribe_signature(text) from public;

/**
 * The signed token of a one-click unsubscribe from `categories` (a mail's one, or those a
 * digest carries), issued at `issued_at`:
 * `<user id>.<category>[+<category>…].<issued, Unix milliseconds>.<signature of the rest>`.
 */
create function private.unsubscribe_token(
  user_id uuid,
  categories public.email_category[],
  issued_at timestamptz default now()
)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select format('%s.%s', t.payload, private.unsubscribe_signature(t.payload))
  from (select format('%s.%s.%s', user_id, array_to_string(categories, '+'),
    floor(extract(epoch from issued_at) * 1000)::bigint) as payload) t
$$;
revoke all on function private.unsubscribe_token(uuid, public.email_category[], timestamptz) from public;
grant execute on function private.unsubscribe_token(uuid, public.email_category[], timestamptz) to service_role;

/**
 * The private link token of a row that a mail links to without an account (a review request,
 * …): the signature of `purpose` and the row's id. It is made again when the mail is claimed
 * (content `linkToken` {purpose, id}, see claim_emails), so no table holds it; the row keeps
 * only its hash (private.link_token_hash) to find it by.
 */
create function private.link_token(purpose text, id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select private.unsubscribe_signature(format('link.%s.%s', purpose, id))
$$;
revoke all on function private.link_token(text, uuid) from public;

/** The hash a row keeps of its link token: SHA-256, hex. */
create function private.link_token_hash(token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(extensions.digest(convert_to(coalesce(token, ''), 'UTF8'), 'sha256'), 'hex')
$$;
revoke all on function private.link_token_hash(text) from public;
grant execute on function private.link_token_hash(text) to service_role;

/** A claimed mail's content with its link token in data.token, when it carries a linkToken. */
create function private.content_with_link_token(content jsonb)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when jsonb_typeof(content -> 'linkToken') = 'object' then
      (content - 'linkToken') || jsonb_build_object('data',
        coalesce(content -> 'data', '{}') || jsonb_build_object('token', private.link_token(
          content #>> '{linkToken,purpose}', (content #>> '{linkToken,id}')::uuid)))
    else content
  end
$$;
revoke all on function private.content_with_link_token(jsonb) from public;

/** The categories a claimed mail's unsubscribe turns off: a digest's own list, else its category. */
create function private.unsubscribe_categories(mail public.email_outbox)
returns public.email_category[]
language sql
immutable
set search_path = ''
as $$
  select case
    when mail.kind = 'digest' and jsonb_typeof(mail.content -> 'categories') = 'array' then
      array(select jsonb_array_elements_text(mail.content -> 'categories'))::public.email_category[]
    else array[mail.category]
  end
$$;
revoke all on function private.unsubscribe_categories(public.email_outbox) from public;

/**
 * Claims up to `batch_size` due e-mails for `lease_seconds` (`for update skip locked`, so
 * concurrent senders take different rows): queued ones whose time has come, and ones whose
 * sender's lease ran out (it died mid-batch; they go again with the same idempotency key).
 * Drops rows of a deactivated recipient (queued or gathered before the deactivation), of a
 * category the recipient has since turned off, and support answers already read in the portal. Returns what the sender needs: the address, the recipient's name, the
 * template's content and, for every mail to an account (none is a security mail), the
 * unsubscribe token and the categories it turns off (null and none for a mail to an address).
 */
create function private.claim_emails(batch_size integer, lease_seconds integer)
returns table (
  id uuid,
  idempotency_key uuid,
  kind text,
  category public.email_category,
  content jsonb,
  to_address text,
  recipient_name text,
  unsubscribe_token text,
  unsubscribe_categories public.email_category[],
  attempts integer,
  has_account boolean
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  claimed uuid[];
begin
  select coalesce(array_agg(c.id), '{}') into claimed
  from (
    select e.id
    from public.email_outbox e
    where e.channel = 'email'
      and e.status in ('queued', 'sending')
      and e.send_after <= now()
      and (e.status = 'queued' or e.lease_until < now())
    order by e.send_after
    limit batch_size
    for update skip locked
  ) c;

  update public.email_outbox e
  set status = 'dropped', lease_until = null, last_error = 'the recipient turned this category off'
  where e.id = any (claimed)
    and e.user_id is null
    and exists (
      select 1 from private.email_address_opt_outs o
      where o.address = lower(e.to_address) and o.category = e.category
    );

  update public.email_outbox e
  set status = 'dropped',
    lease_until = null,
    last_error = case
      when not u.is_active then 'the recipient''s account is deactivated'
      when e.kind = 'chat_reply' and private.email_delivery_for(e.user_id, e.category) <> 'off'
        then 'read in the portal before it was sent'
      else 'the recipient turned this category off' end
  from public.users u
  where e.id = any (claimed)
    and u.id = e.user_id
    and (
      not u.is_active
      or (e.kind not in ('digest', 'welcome', 'email_confirmation')
        and private.email_delivery_for(e.user_id, e.category) = 'off')
      or (e.kind = 'chat_reply' and exists (
        select 1 from public.notifications n where n.id = e.notification_id and n.is_read
      ))
    );

  -- A mail to an address without an account signs its unsubscribe with the row's own id.
  return query
  update public.email_outbox e
  set status = 'sending',
    lease_until = now() + make_interval(secs => lease_seconds),
    attempts = e.attempts + 1,
    to_address = coalesce(r.account_email, e.to_address),
    unsubscribe_issued_at = coalesce(e.unsubscribe_issued_at, now())
  from (
    select o.id, u.id as account_id, u.email as account_email, u.first_name, u.last_name,
      u.business_name
    from public.email_outbox o
    left join public.users u on u.id = o.user_id
    where o.id = any (claimed)
  ) r
  where e.id = r.id
    and e.status in ('queued', 'sending')
    and (e.user_id is null or r.account_id is not null)
  returning e.id, e.idempotency_key, e.kind, e.category, private.content_with_link_token(e.content),
    e.to_address,
    coalesce(
      nullif(btrim(concat_ws(' ', r.first_name, r.last_name)), ''),
      nullif(btrim(r.business_name), ''),
      nullif(btrim(e.to_name), ''),
      split_part(e.to_address, '@', 1)
    ),
    private.unsubscribe_token(coalesce(e.user_id, e.id), private.unsubscribe_categories(e),
      e.unsubscribe_issued_at),
    private.unsubscribe_categories(e),
    e.attempts,
    e.user_id is not null;
end;
$$;
revoke all on function private.claim_emails(integer, integer) from public;
grant execute on function private.claim_emails(integer, integer) to service_role;

/**
 * Records what the provider answered for claimed e-mails: `results` is a JSON array of
 * {id, idempotencyKey, outcome: sent | retry | failed, providerId?, error?, retryAt?}. Only a
 * row still sending with that key changes (a resend meanwhile, or another sender's claim after
 * the lease, is left alone). A retry after the last attempt (`max_attempts`) is a failure.
 */
create function private.record_email_results(results jsonb, max_attempts integer)
returns integer
language sql
security definer
set search_path = ''
as $$
  with outcomes as (
    select r.*
    from jsonb_to_recordset(results) as r(
      id uuid, "idempotencyKey" uuid, outcome text, "providerId" text, error text, "retryAt" timestamptz
    )
  ),
  changed as (
    update public.email_outbox e
    set status = case
        when o.outcome = 'sent' then 'sent'
        when o.outcome = 'retry' and e.attempts < max_attempts then 'queued'
        else 'failed'
      end::public.email_status,
      sent_at = case when o.outcome = 'sent' then now() end,
      provider_message_id = case when o.outcome = 'sent' then left(o."providerId", 200) end,
      last_error = case when o.outcome = 'sent' then null else left(o.error, 1000) end,
      send_after = case when o.outcome = 'retry' then greatest(coalesce(o."retryAt", now()), now()) else e.send_after end,
      lease_until = null
    from outcomes o
    where e.id = o.id and e.idempotency_key = o."idempotencyKey" and e.status = 'sending'
    returning e.id
  )
  select count(*)::integer from changed
$$;
revoke all on function private.record_email_results(jsonb, integer) from public;
grant execute on function private.record_email_results(jsonb, integer) to service_role;

/** The sender, reply-to (else the support address) and portal address of mails (admin settings). */
create function private.email_settings()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'from', private.admin_setting('email.from') #>> '{}',
    'replyTo', coalesce(nullif(private.admin_setting('email.reply_to') #>> '{}', ''),
      private.admin_setting('platform.support_email') #>> '{}'),
    'portalUrl', private.admin_setting('email.portal_url') #>> '{}'
  )
$$;
revoke all on function private.email_settings() from public;
grant execute on function private.email_settings() to service_role;

/** When the earliest queued e-mail is due (null: none), so a sender can wait for a retry. */
create function private.next_email_due()
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select min(e.send_after) from public.email_outbox e
  where e.channel = 'email' and e.status = 'queued'
$$;
revoke all on function private.next_email_due() from public;
grant execute on function private.next_email_due() to service_role;

-- ============================================================================================
-- Unsubscribing and resending (what clients may call)
-- ============================================================================================
/**
 * One-click unsubscribe (RFC 8058) without signing in: a token made by unsubscribe_token()
 * turns that user's categories off (a mail's one, or every category a digest carries) and
 * returns them; with `confirm` false it only says which it would turn off (the page before the
 * click). A forged or altered token raises TP901 and changes nothing; a genuine one that is no
 * longer valid raises TP902 and changes nothing: issued before its user last rotated their
 * links, more than 90 days ago (a link works well past the 30 days CAN-SPAM asks for; the
 * e-mail choices on /profile always do), or of the earlier form without an issue date.
 */
create function public.unsubscribe_email(token text, confirm boolean default true)
returns public.email_category[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  parts text[] := string_to_array(coalesce(token, ''), '.');
  scope text[] := string_to_array(parts[2], '+');
  target_user uuid;
  targets public.email_category[];
begin
  if array_length(parts, 1) in (3, 4)
    and parts[1] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and scope <@ (select array_agg(c::text) from unnest(enum_range(null::public.email_category)) c)
    and cardinality(scope) = (select count(distinct c) from unnest(scope) c)
    and (array_length(parts, 1) = 3 or parts[3] ~ '^[0-9]{1,15}$')
  then
    target_user := parts[1]::uuid;
    targets := scope::public.email_category[];
    if array_length(parts, 1) = 3 then
      -- The earlier form, `<user id>.<category>.<signature>`, signed without an issue date.
      if private.unsubscribe_signature(format('%s.%s', parts[1], parts[2])) = parts[3] then
        raise exception 'This unsubscribe link is no longer valid.' using errcode = 'TP902';
      end if;
    elsif private.unsubscribe_signature(array_to_string(parts[1:3], '.')) = parts[4]
      and exists (
        select 1 from public.email_outbox e
        where e.id = target_user and e.user_id is null and e.to_address is not null
      )
    then
      -- A mail to an address without an account: its id is the token's; the address opts out.
      if to_timestamp(parts[3]::bigint / 1000.0) < now() - interval '90 days' then
        raise exception 'This unsubscribe link is no longer valid.' using errcode = 'TP902';
      end if;
      if confirm then
        insert into private.email_address_opt_outs (address, category)
        select lower(e.to_address), t
        from public.email_outbox e, unnest(targets) t
        where e.id = target_user
        on conflict do nothing;
      end if;
      return targets;
    elsif private.unsubscribe_signature(array_to_string(parts[1:3], '.')) = parts[4]
      and exists (select 1 from public.users u where u.id = target_user)
    then
      if to_timestamp(parts[3]::bigint / 1000.0) < now() - interval '90 days' or exists (
        select 1 from private.unsubscribe_link_rotations r
        where r.user_id = target_user
          and floor(extract(epoch from r.rotated_at) * 1000)::bigint >= parts[3]::bigint
      ) then
        raise exception 'This unsubscribe link is no longer valid.' using errcode = 'TP902';
      end if;
      if confirm then
        insert into public.email_preferences (user_id, category, delivery)
        select target_user, t, 'off' from unnest(targets) t
        on conflict (user_id, category) do update set delivery = 'off';
      end if;
      return targets;
    end if;
  end if;
  raise exception 'This unsubscribe link is not valid.' using errcode = 'TP901';
end;
$$;
revoke all on function public.unsubscribe_email(text, boolean) from public;
grant execute on function public.unsubscribe_email(text, boolean) to anon, authenticated, service_role;

/**
 * The caller's unsubscribe links in every mail sent so far stop working (TP902); mails sent
 * from now on carry new ones. Returns the moment of the rotation.
 */
create function public.rotate_unsubscribe_links()
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_active_user() then
    raise exception 'only a signed-in, active user rotates their links' using errcode = '42501';
  end if;
  insert into private.unsubscribe_link_rotations (user_id, rotated_at)
  values ((select auth.uid()), now())
  on conflict (user_id) do update set rotated_at = excluded.rotated_at;
  return now();
end;
$$;
revoke all on function public.rotate_unsubscribe_links() from public, anon;
grant execute on function public.rotate_unsubscribe_links() to authenticated, service_role;

/** A new e-mail address rotates the user's unsubscribe links. */
create function private.rotate_unsubscribe_links_on_new_address()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.unsubscribe_link_rotations (user_id, rotated_at)
  values (new.id, now())
  on conflict (user_id) do update set rotated_at = excluded.rotated_at;
  return null;
end;
$$;
revoke all on function private.rotate_unsubscribe_links_on_new_address() from public;

create trigger rotate_unsubscribe_links_on_new_address
  after update of email on public.users
  for each row
  when (new.email is distinct from old.email)
  execute function private.rotate_unsubscribe_links_on_new_address();

/**
 * An admin sends a failed (or sent) e-mail again: queued now, its attempts and error cleared,
 * with a new idempotency key so the provider sends it again, and a new unsubscribe link.
 */
create function public.resend_email(email_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'only admins resend e-mails' using errcode = '42501';
  end if;
  update public.email_outbox e
  set status = 'queued', attempts = 0, last_error = null, send_after = now(), lease_until = null,
    idempotency_key = gen_random_uuid(), unsubscribe_issued_at = null
  where e.id = email_id;
  if not found then
    raise exception 'no such e-mail' using errcode = 'P0002';
  end if;
end;
$$;
revoke all on function public.resend_email(uuid) from public, anon;
grant execute on function public.resend_email(uuid) to authenticated, service_role;

-- ============================================================================================
-- Scheduling
-- ============================================================================================
/**
 * Calls the send-email function when there is mail due, in the form Supabase documents for
 * pg_cron + pg_net: the project's URL and a key from Vault (never in a migration), e.g.
 *   select vault.create_secret('https://<ref>.supabase.co', 'project_url'),
 *          vault.create_secret('<service_role key>', 'service_role_key');
 * Without those secrets it does nothing.
 */
create function private.request_email_delivery()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  project_url text;
  service_key text;
begin
  if not exists (
    select 1 from public.email_outbox e
    where e.channel = 'email' and e.status in ('queued', 'sending') and e.send_after <= now()
      and (e.status = 'queued' or e.lease_until < now())
  ) then
    return null;
  end if;
  select decrypted_secret into project_url from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into service_key from vault.decrypted_secrets where name = 'service_role_key';
  if project_url is null or service_key is null then
    return null;
  end if;
  return net.http_post(
    url := project_url || '/functions/v1/send-email',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || service_key
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );
end;
$$;
revoke all on function private.request_email_delivery() from public;

insert into private.scheduled_jobs (name, schedule, command) values
  ('send-email', '* * * * *', 'select private.request_email_delivery()'),
  ('tour-reminders', '*/5 * * * *', 'select private.send_tour_reminders()'),
  ('email-digests', '0 * * * *', 'select private.send_email_digests()')
on conflict (name) do update set schedule = excluded.schedule, command = excluded.command;

-- pg_net (Supabase: Integrations → pg_net) where it exists; pg_cron as in 16_licences.sql.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
  end if;
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform private.schedule_jobs();
  end if;
end;
$$;
