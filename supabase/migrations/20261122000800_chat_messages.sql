-- Chat: each partner's conversation with the Support Agent. Partners write `user` messages;
-- `agent` messages come from an admin (sender_id set) or from the product's automated answers
-- (sender_id null, written with the service role). Streamed by Realtime.

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
  message text not null constraint chat_messages_message_present check (btrim(message) <> ''),
  message_type text not null default 'text',
  status text not null default 'sent'
    constraint chat_messages_status_values check (status in ('sent', 'delivered', 'read')),
  whatsapp_message_id text,
  created_at timestamptz not null default now()
);
alter table public.chat_messages enable row level security;
revoke all on public.chat_messages from anon;
revoke truncate, references, trigger on public.chat_messages from authenticated;

create index chat_messages_user_id_created_at_idx on public.chat_messages (user_id, created_at);
create index chat_messages_sender_id_idx on public.chat_messages (sender_id);

alter publication supabase_realtime add table public.chat_messages;

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
    'New message from Support',
    left(new.message, 140),
    jsonb_build_object('messageId', new.id)
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

create policy "partners read their conversation and admins read all"
  on public.chat_messages for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "partners write their own messages and admins write as the agent"
  on public.chat_messages for insert to authenticated
  with check (
    (
      user_id = (select auth.uid())
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

revoke all on all functions in schema private from public;
