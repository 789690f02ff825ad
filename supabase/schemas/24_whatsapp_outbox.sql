-- WhatsApp: the outbox's second channel. private.enqueue_email (21_email.sql) writes
-- a row with channel 'whatsapp' beside the mail, in the event's transaction, when the recipient
-- takes the category on WhatsApp (private.whatsapp_for). The `send-whatsapp` Edge Function
-- drains those rows as send-email drains mails: claim_whatsapp() (`for update skip locked`, a
-- lease), the Cloud API, private.record_email_results(). A sent message carries its row's id
-- and idempotency key as `biz_opaque_callback_data`, which WhatsApp gives back in the message's
-- statuses: the whatsapp-webhook function records them, so a message whose sender died before
-- recording it is known as sent before its lease ends and is not sent twice.

-- ============================================================================================
-- Delivery (the send-whatsapp function, as service_role)
-- ============================================================================================
/**
 * Claims up to `batch_size` due WhatsApp messages for `lease_seconds`, as claim_emails claims
 * mails. Drops those whose recipient is deactivated, has no verified number any more, replied
 * STOP or turned the category's WhatsApp off, and support answers read in the portal
 * meanwhile. Returns the number, the recipient's name, the content and whether WhatsApp's
 * 24-hour service window is open (the partner wrote within a day: free text; else a template).
 */
create function private.claim_whatsapp(batch_size integer, lease_seconds integer)
returns table (
  id uuid,
  idempotency_key uuid,
  kind text,
  category public.email_category,
  content jsonb,
  to_number text,
  recipient_name text,
  in_service_window boolean,
  attempts integer
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
    where e.channel = 'whatsapp'
      and e.status in ('queued', 'sending')
      and e.send_after <= now()
      and (e.status = 'queued' or e.lease_until < now())
    order by e.send_after
    limit batch_size
    for update skip locked
  ) c;

  update public.email_outbox e
  set status = 'dropped',
    lease_until = null,
    last_error = case
      when not u.is_active then 'the recipient''s account is deactivated'
      when not private.whatsapp_for(e.user_id, e.category)
        then 'the recipient has no verified WhatsApp number for this category'
      else 'read in the portal before it was sent' end
  from public.users u
  where e.id = any (claimed)
    and u.id = e.user_id
    and (
      not u.is_active
      or not private.whatsapp_for(e.user_id, e.category)
      or (e.kind = 'chat_reply' and exists (
        select 1 from public.notifications n where n.id = e.notification_id and n.is_read
      ))
    );

  return query
  update public.email_outbox e
  set status = 'sending',
    lease_until = now() + make_interval(secs => lease_seconds),
    attempts = e.attempts + 1,
    to_address = w.phone_number
  from public.users u
  join public.whatsapp_connections w on w.user_id = u.id
  where e.id = any (claimed)
    and e.status in ('queued', 'sending')
    and u.id = e.user_id
  returning e.id, e.idempotency_key, e.kind, e.category, e.content, e.to_address,
    coalesce(
      nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''),
      nullif(btrim(u.business_name), ''),
      split_part(u.email, '@', 1)
    ),
    coalesce(w.last_activity > now() - interval '24 hours', false),
    e.attempts;
end;
$$;
revoke all on function private.claim_whatsapp(integer, integer) from public;
grant execute on function private.claim_whatsapp(integer, integer) to service_role;

/** When the earliest queued WhatsApp message is due (null: none), so a sender can wait for a retry. */
create function private.next_whatsapp_due()
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select min(e.send_after) from public.email_outbox e
  where e.channel = 'whatsapp' and e.status = 'queued'
$$;
revoke all on function private.next_whatsapp_due() from public;
grant execute on function private.next_whatsapp_due() to service_role;

-- ============================================================================================
-- Scheduling
-- ============================================================================================
/**
 * Calls the send-whatsapp function when a WhatsApp message is due, as
 * private.request_email_delivery calls send-email (Vault's project_url and service_role_key).
 */
create function private.request_whatsapp_delivery()
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
    where e.channel = 'whatsapp' and e.status in ('queued', 'sending') and e.send_after <= now()
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
    url := project_url || '/functions/v1/send-whatsapp',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || service_key
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );
end;
$$;
revoke all on function private.request_whatsapp_delivery() from public;

insert into private.scheduled_jobs (name, schedule, command) values
  ('send-whatsapp', '* * * * *', 'select private.request_whatsapp_delivery()')
on conflict (name) do update set schedule = excluded.schedule, command = excluded.command;

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform private.schedule_jobs();
  end if;
end;
$$;
