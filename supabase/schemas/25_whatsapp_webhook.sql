-- WhatsApp's webhook: what the `whatsapp-webhook` Edge Function records, as the
-- service role, once it has checked the notification's X-Hub-Signature-256. Partners' messages
-- land in their support thread once, however often WhatsApp delivers them; messages from
-- numbers no partner verified are kept for admins and put in no thread; a reply of STOP opts
-- the partner out. Statuses move a sent message on (sent → delivered → read, or failed), in
-- whatever order they arrive: a status never moves a message back.

-- ============================================================================================
-- Messages from unknown numbers
-- ============================================================================================
-- Triggers: none. Written only by receive_whatsapp_messages(); admins read them through
-- list_whatsapp_unknown_messages().
create table private.whatsapp_unknown_messages (
  whatsapp_message_id text primary key,
  from_number text not null,
  message text not null,
  received_at timestamptz not null default now()
);
alter table private.whatsapp_unknown_messages enable row level security;
revoke all on private.whatsapp_unknown_messages from public, anon, authenticated;
create index whatsapp_unknown_messages_received_at on private.whatsapp_unknown_messages (received_at desc);
comment on table private.whatsapp_unknown_messages is
  'WhatsApp messages from numbers no partner verified: logged for admins, in no thread.';

/**
 * The messages from numbers no partner verified, newest first (`page_size` from `page_offset`),
 * each with how many there are in all: the admins' messages page lists them. Only an admin may
 * read them (the table itself is no client's).
 */
create function private.list_whatsapp_unknown_messages(page_size integer, page_offset integer)
returns table (
  whatsapp_message_id text,
  from_number text,
  message text,
  received_at timestamptz,
  total bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'only an administrator can read messages from unknown numbers'
      using errcode = '42501';
  end if;
  return query
  select u.whatsapp_message_id, u.from_number, u.message, u.received_at, count(*) over ()
  from private.whatsapp_unknown_messages u
  order by u.received_at desc, u.whatsapp_message_id
  limit page_size offset page_offset;
end;
$$;
revoke all on function private.list_whatsapp_unknown_messages(integer, integer) from public;
grant execute on function private.list_whatsapp_unknown_messages(integer, integer) to authenticated;

-- ============================================================================================
-- Inbound messages
-- ============================================================================================
/**
 * Records the messages of one notification: `messages` is a JSON array of {id, from, text}
 * (`from` WhatsApp's digits, `text` the body, or null for what is no text). A verified
 * partner's message lands in their support thread (sender_type user, whatsapp_message_id
 * set) once: a second delivery of the same id changes nothing. Their number's last activity
 * (the 24-hour service window) moves; STOP opts them out. Returns how many landed.
 */
create function private.receive_whatsapp_messages(messages jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  m record;
  partner uuid;
  number text;
  body text;
  stored uuid;
  landed integer := 0;
begin
  for m in select * from jsonb_to_recordset(messages) as x(id text, "from" text, text text) loop
    number := '+' || ltrim(coalesce(m."from", ''), '+');
    body := left(coalesce(nullif(btrim(m.text), ''), '(a message that is not text)'), 2000);
    partner := null;
    select w.user_id into partner from public.whatsapp_connections w
    where w.phone_number = number and w.is_verified;
    if partner is null then
      insert into private.whatsapp_unknown_messages (whatsapp_message_id, from_number, message)
      values (m.id, number, body)
      on conflict do nothing;
      continue;
    end if;
    stored := null;
    insert into public.chat_messages (user_id, sender_id, sender_type, message, whatsapp_message_id)
    values (partner, partner, 'user', body, m.id)
    on conflict (whatsapp_message_id) where whatsapp_message_id is not null do nothing
    returning id into stored;
    if stored is null then
      continue;
    end if;
    landed := landed + 1;
    update public.whatsapp_connections w
    set last_activity = now(),
      opted_out_at = case when upper(btrim(body)) in ('STOP', 'STOP ALL', 'UNSUBSCRIBE')
        then now() else w.opted_out_at end
    where w.user_id = partner;
  end loop;
  return landed;
end;
$$;
revoke all on function private.receive_whatsapp_messages(jsonb) from public;
grant execute on function private.receive_whatsapp_messages(jsonb) to service_role;

-- ============================================================================================
-- Statuses
-- ============================================================================================
/** The order of WhatsApp's statuses: a later one never gives way to an earlier one. */
create function private.whatsapp_status_rank(status text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case status when 'sent' then 1 when 'failed' then 2 when 'delivered' then 3
    when 'read' then 4 else 0 end
$$;
revoke all on function private.whatsapp_status_rank(text) from public;
grant execute on function private.whatsapp_status_rank(text) to service_role;

/**
 * Records the statuses of one notification: `statuses` is a JSON array of {id, status,
 * callbackData, error}. The outbox row is found by its WhatsApp id, or by the
 * `biz_opaque_callback_data` its sender gave ("<row id>:<idempotency key>"): a row its sender
 * did not get to record (it died, or lost the answer) is then sent, with its id, and is not
 * sent again. Its delivery status, and that of the support answer it carried, only moves on.
 * Returns how many rows changed.
 */
create function private.record_whatsapp_statuses(statuses jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  s record;
  row_id uuid;
  row_key uuid;
  note uuid;
  changed integer := 0;
begin
  for s in
    select * from jsonb_to_recordset(statuses) as x(id text, status text, "callbackData" text, error text)
  loop
    row_id := null;
    row_key := null;
    if s."callbackData" ~ '^[0-9a-f-]{36}:[0-9a-f-]{36}$' then
      row_id := split_part(s."callbackData", ':', 1)::uuid;
      row_key := split_part(s."callbackData", ':', 2)::uuid;
    end if;
    note := null;
    update public.email_outbox e
    set provider_message_id = coalesce(e.provider_message_id, s.id),
      delivery_status = case
        when private.whatsapp_status_rank(s.status) > private.whatsapp_status_rank(e.delivery_status)
          then s.status else e.delivery_status end,
      status = case when e.status in ('sending', 'queued') and e.idempotency_key = row_key
        then 'sent'::public.email_status else e.status end,
      sent_at = case when e.status in ('sending', 'queued') and e.idempotency_key = row_key
        then now() else e.sent_at end,
      lease_until = case when e.status in ('sending', 'queued') and e.idempotency_key = row_key
        then null else e.lease_until end,
      last_error = case when s.status = 'failed'
        then left(coalesce(s.error, 'WhatsApp could not deliver it'), 1000) else e.last_error end
    where e.channel = 'whatsapp'
      and (e.provider_message_id = s.id or (e.id = row_id and e.idempotency_key = row_key))
    returning e.notification_id into note;
    if not found then
      continue;
    end if;
    changed := changed + 1;
    update public.chat_messages c
    set status = s.status, whatsapp_message_id = coalesce(c.whatsapp_message_id, s.id)
    from public.notifications n
    where n.id = note and n.type = 'chat_reply'
      and n.data ->> 'messageId' ~ '^[0-9a-f-]{36}$'
      and c.id = (n.data ->> 'messageId')::uuid
      and private.whatsapp_status_rank(s.status) > private.whatsapp_status_rank(c.status);
  end loop;
  return changed;
end;
$$;
revoke all on function private.record_whatsapp_statuses(jsonb) from public;
grant execute on function private.record_whatsapp_statuses(jsonb) to service_role;
