-- Chat: each partner's conversation with the Support Agent. Partners write `user` messages;
-- `agent` messages come from an admin (sender_id set) or from the product's automated answers
-- (sender_id null, written with the service role). Streamed by Realtime. A sender writes at
-- most 10 messages per 10 seconds (TP429, the foundation's rate limits).
-- A message may be about one of the partner's tours (tour_id): the tour page's thread, which
-- the partner and admins read and write there, and the inbox shows with the tour.

-- ============================================================================================
-- Types
-- ============================================================================================
create type public.chat_sender_type as enum ('user', 'agent');

-- ============================================================================================
-- chat_messages
-- ============================================================================================
create table public.chat_messages (
  id uuid primary key default gen_random_uuid(),
  -- The partner whose conversation this is.
  user_id uuid not null references public.users (id) on delete cascade,
  -- Who wrote it: the partner, an admin answering as the agent, or null for automated answers.
  sender_id uuid references public.users (id) on delete set null,
  sender_type public.chat_sender_type not null,
  message text not null
    constraint chat_messages_message_present check (btrim(message) <> '')
    constraint chat_messages_message_length check (char_length(message) <= 2000),
  message_type text not null default 'text'
    constraint chat_messages_message_type_values check (message_type in ('text', 'system')),
  -- An answer that went to WhatsApp follows its statuses there (failed: it could not be delivered)
  status text not null default 'sent'
    constraint chat_messages_status_values check (status in ('sent', 'delivered', 'read', 'failed')),
  -- WhatsApp's id of the message: a partner's written on WhatsApp, or an answer sent there
  whatsapp_message_id text,
  -- The tour it is about, always one of this conversation's partner's (whoever writes it).
  tour_id uuid,
  created_at timestamptz not null default now(),
  constraint chat_messages_tour_of_partner foreign key (tour_id, user_id)
    references public.tours (id, partner_id) on delete set null (tour_id)
);
alter table public.chat_messages enable row level security;
revoke all on public.chat_messages from anon;
revoke insert, update, truncate, references, trigger on public.chat_messages from authenticated;

-- Triggers: check_new_chat_message (a client's message: its sender stamped, then the rate
-- limit, TP429); notify_chat_reply and mark_answered_messages (after an agent's answer: the
-- partner told, their messages answered).

-- ============================================================================================
-- Column privileges
-- ============================================================================================
-- Sender and status are stamped by check_new_chat_message(); admins mark messages read.
grant insert (user_id, sender_id, sender_type, message, message_type, tour_id)
  on public.chat_messages to authenticated;
grant update (status) on public.chat_messages to authenticated;

create index chat_messages_user_id_created_at_idx on public.chat_messages (user_id, created_at);
-- A tour's thread (and the foreign key's lookups when a tour goes).
create index chat_messages_tour_id_user_id_created_at_idx
  on public.chat_messages (tour_id, user_id, created_at) where tour_id is not null;
-- A WhatsApp message lands once, however often the webhook delivers it.
create unique index chat_messages_whatsapp_message_id_key
  on public.chat_messages (whatsapp_message_id) where whatsapp_message_id is not null;
-- A sender's newest messages, for the rate limit (and the foreign key's lookups).
create index chat_messages_sender_id_created_at_idx
  on public.chat_messages (sender_id, created_at desc);

alter publication supabase_realtime add table public.chat_messages;

-- ============================================================================================
-- The sender is the caller; clients write plain text
-- ============================================================================================

/**
 * Whether the caller writes about tour `tour_id` for its business `partner`, whose conversation
 * the tour's thread is: the business's owner or a manager, or the tour's guide (03_team.sql).
 */
create function private.writes_for_tour(tour_id uuid, partner uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return tour_id is not null and exists (
    select 1 from public.tours t
    where t.id = writes_for_tour.tour_id and t.partner_id = writes_for_tour.partner
      and private.runs_tour(t.partner_id, t.guide_id)
  );
end;
$$;
grant execute on function private.writes_for_tour(uuid, uuid) to authenticated, service_role;

/**
 * A client's message is sent by the caller: a `user` message in their own conversation (or, in
 * a tour's thread, their business's: private.writes_for_tour), or an
 * admin's `agent` answer in someone else's (the policies decide who may write where), at most
 * 10 per sender per 10 seconds (TP429), counted once the sender is stamped. The product's
 * automated answers (service role) keep what they say and are not counted.
 */
create function private.check_new_chat_message()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_client_request() then
    return new;
  end if;
  if new.message_type is distinct from 'text' then
    raise exception 'clients send text messages only'
      using errcode = '23514', constraint = 'chat_messages_message_type_values';
  end if;
  new.sender_id := (select auth.uid());
  new.sender_type := case
    when new.user_id = (select auth.uid()) or private.writes_for_tour(new.tour_id, new.user_id)
      then 'user'
    else 'agent'
  end;
  new.status := 'sent';
  new.created_at := now();
  perform private.check_rate_limit(
    'chat_messages', 'public.chat_messages'::regclass, 'sender_id', new.sender_id
  );
  return new;
end;
$$;

-- Rate limit: 10 messages per sender per 10 seconds.
insert into private.rate_limits (name, max_rows, per, what) values
  ('chat_messages', 10, interval '10 seconds', 'messages');

create trigger check_new_chat_message
  before insert on public.chat_messages
  for each row execute function private.check_new_chat_message();

-- ============================================================================================
-- An agent's reply notifies the partner
-- ============================================================================================
create function private.notify_chat_reply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.notify(
    new.user_id,
    'chat_reply',
    jsonb_build_object('messageId', new.id, 'excerpt', left(new.message, 140))
      || jsonb_strip_nulls(jsonb_build_object('tourId', new.tour_id))
  );
  return null;
end;
$$;

create trigger notify_chat_reply
  after insert on public.chat_messages
  for each row
  when (new.sender_type = 'agent')
  execute function private.notify_chat_reply();

-- ============================================================================================
-- Policies
-- ============================================================================================
create policy "only active users reach chat"
  on public.chat_messages as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "partners read their conversation, the team its tours' threads, admins all"
  on public.chat_messages for select to authenticated
  using (
    user_id = (select auth.uid())
    or (tour_id is not null and user_id = (select private.business_id()) and private.writes_for_tour(tour_id, user_id))
    or (select private.is_admin())
  );

create policy "partners write their own messages and admins write as the agent"
  on public.chat_messages for insert to authenticated
  with check (
    (
      (
        user_id = (select auth.uid())
        or (user_id = (select private.business_id()) and private.writes_for_tour(tour_id, user_id))
      )
      and sender_id = (select auth.uid())
      and sender_type = 'user'
      and status = 'sent'
    )
    or (select private.is_admin())
  );

create policy "admins update messages"
  on public.chat_messages for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "admins delete messages"
  on public.chat_messages for delete to authenticated
  using ((select private.is_admin()));

-- An answer tells the partner their messages arrived, whoever gives it: an admin answering as
-- the agent, or the product's automated answers (service role). Held here, not in the API, so
-- every way of answering marks the partner's messages alike.

/**
 * After an `agent` message, the partner's earlier messages in that conversation move on:
 * an answer (an admin's, or an automated answer to a question the agent handled) marks them
 * read; the automated acknowledgement that passes a question on to the support team
 * (message_type 'system') marks them delivered, so the team still sees them unread.
 */
create function private.mark_answered_messages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.message_type = 'system' then
    update public.chat_messages m set status = 'delivered'
    where m.user_id = new.user_id and m.sender_type = 'user' and m.status = 'sent'
      and m.created_at <= new.created_at;
  else
    update public.chat_messages m set status = 'read'
    where m.user_id = new.user_id and m.sender_type = 'user' and m.status <> 'read'
      and m.created_at <= new.created_at;
  end if;
  return null;
end;
$$;

revoke all on function private.mark_answered_messages() from public;

create trigger mark_answered_messages
  after insert on public.chat_messages
  for each row
  when (new.sender_type = 'agent')
  execute function private.mark_answered_messages();
