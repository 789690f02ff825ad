-- Notifications: what a user is told about, written by a trigger when their bid is declined
-- (an agent's chat reply is added in 09_chat.sql), and by the commands that assign partners,
-- accept a bid and complete or cancel a tour (18_matching.sql, 80_tour_commands.sql).
-- Streamed by Realtime.
--
-- The admins' notifications about chat: one unread notification per admin per conversation.
-- When a partner writes again before the admin has read the last one, that notification is
-- brought up to date (latest message, time) instead of a new one being added; once read, the
-- next message starts a new one. The API writes them with
--   insert ... on conflict (user_id, (data ->> 'chatUserId')) where not is_read and data ? 'chatUserId'
--   do update ...
-- and notifications_one_unread_per_conversation makes that one statement safe when messages
-- arrive at the same moment.

-- ============================================================================================
-- Types
-- ============================================================================================
-- What a notification is about. Its words are not here: the messages catalogue
-- (supabase/functions/_shared/portable/messages) renders each type's title and text from the
-- row's data, for the API, the web app and the mail. `legacy` (and `system`, which nothing
-- writes any more) carries words stored with the row, data {title, message}: the rows written
-- before the words left the database.
create type public.notification_type as enum (
  'assignment', 'bid_accepted', 'bid_declined', 'tour_scheduled', 'tour_cancelled', 'chat_reply',
  'system', 'payout_paid', 'opportunity_changed', 'opportunity_cancelled', 'tour_completed',
  'support_question', 'licence_approved', 'licence_rejected', 'licence_expiry',
  'legal_document_version', 'auto_assign_none', 'welcome', 'legacy',
  -- A partner's word on a tour (82_tour_withdrawal): the admins told of a release or a request,
  -- the partner of the decision, the earlier bidders that the opportunity takes bids again.
  'tour_withdrawn', 'tour_withdrawal_requested', 'tour_withdrawal_approved',
  'tour_withdrawal_refused', 'opportunity_reopened'
);

-- ============================================================================================
-- notifications
-- ============================================================================================
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  type public.notification_type not null,
  -- The facts its words are made of: the ids the client links to (opportunityId, bidId,
  -- tourId, messageId), titles, amounts as text, times as ISO with the tour's zone, reasons.
  data jsonb not null default '{}'
    constraint notifications_data_object check (jsonb_typeof(data) = 'object'),
  is_read boolean not null default false,
  read_at timestamptz,
  scheduled_for timestamptz,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
alter table public.notifications enable row level security;
revoke all on public.notifications from anon;
revoke insert, update, truncate, references, trigger on public.notifications from authenticated;

-- ============================================================================================
-- Column privileges
-- ============================================================================================
-- Written by triggers and the product; people mark them read.
grant update (is_read) on public.notifications to authenticated;

create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at desc);
create index notifications_user_id_unread_idx on public.notifications (user_id) where not is_read;
create unique index notifications_one_unread_per_conversation
  on public.notifications (user_id, (data ->> 'chatUserId'))
  where not is_read and data ? 'chatUserId';

alter publication supabase_realtime add table public.notifications;

/** A user marks notifications read; that is the only change they may make. */
create function private.check_notification_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_request() and not private.is_admin()
    and not private.changed_columns(to_jsonb(old), to_jsonb(new)) <@ array['is_read', 'read_at'] then
    raise exception 'a notification can only be marked read or unread' using errcode = '42501';
  end if;
  if new.is_read and not old.is_read then
    new.read_at := now();
  elsif not new.is_read then
    new.read_at := null;
  end if;
  return new;
end;
$$;

create trigger check_notification_update
  before update on public.notifications
  for each row execute function private.check_notification_update();

-- ============================================================================================
-- Writing notifications
-- ============================================================================================
/** Tells `recipient` of an event of `kind`: the facts in `data`, the words the catalogue's. */
create function private.notify(
  recipient uuid,
  kind public.notification_type,
  data jsonb
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications (user_id, type, data, sent_at)
  values (recipient, kind, data, now())
$$;

-- The trigger below reads the title of the row's opportunity, which its foreign key guarantees.
/**
 * Tells the bidder their bid was declined, with the reason, whoever declined it (an admin, or
 * accept_bid() once the tour has its partners), except for a bid declined because its
 * opportunity was cancelled: that bidder was told of the cancellation
 * (cancel_opportunity), once. An acceptance is told by accept_bid().
 */
create function private.notify_bid_decision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify(
    new.user_id,
    'bid_declined',
    jsonb_build_object(
      'bidId', new.id, 'opportunityId', new.opportunity_id, 'opportunityTitle', o.title,
      'amount', new.amount::text, 'reason', new.decline_reason, 'tourId', null
    )
  )
  from public.opportunities o
  where o.id = new.opportunity_id
    and o.status <> 'cancelled';
  return null;
end;
$$;
revoke all on function private.notify_bid_decision() from public;

create trigger notify_bid_decision
  after update of status on public.bids
  for each row
  when (new.status = 'declined' and old.status is distinct from new.status)
  execute function private.notify_bid_decision();

-- ============================================================================================
-- Policies
-- ============================================================================================
create policy "only active users reach notifications"
  on public.notifications as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "people read their own notifications and admins read all"
  on public.notifications for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- Notifications are written by triggers and the product (no insert privilege), so no policy
-- allows it.
create policy "people mark their own notifications read and admins update any"
  on public.notifications for update to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()))
  with check (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "admins delete notifications"
  on public.notifications for delete to authenticated
  using ((select private.is_admin()));
