-- Idempotency keys: a create or money action sent with an `Idempotency-Key` header is done once
-- per (user, key) within a day; the same key again answers the first success without doing the
-- work again (supabase/functions/_shared/server/idempotency.ts, the api's middleware). Only the
-- middleware reaches these rows, through the functions below, as the caller: clients have no
-- privilege on the table.

-- ============================================================================================
-- Keys
-- ============================================================================================

/** How long a key answers for itself; older ones are purged (hourly, and on each claim). */
create function private.idempotency_key_lifetime()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '24 hours' $$;

/**
 * How long a claim may stay unanswered before it counts as abandoned (the function handling it
 * died before recording its answer) and the key may be claimed again.
 */
create function private.idempotency_claim_timeout()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '5 minutes' $$;

-- Triggers: none. Rows are written only by claim/finish/release_idempotency_key().
create table private.idempotency_keys (
  user_id uuid not null references public.users (id) on delete cascade,
  key uuid not null,
  -- sha-256 (hex) of the method, the path and the body: the same key for another request is refused
  request_hash text not null
    constraint idempotency_keys_request_hash_format check (request_hash ~ '^[0-9a-f]{64}$'),
  -- null while the first request is in flight; only a success is kept (a refusal did nothing)
  response_status smallint
    constraint idempotency_keys_response_status_success check (response_status between 200 and 299),
  response_body text,
  content_type text,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);
alter table private.idempotency_keys enable row level security;
revoke all on private.idempotency_keys from public, anon, authenticated;
create index idempotency_keys_created_at on private.idempotency_keys (created_at);
comment on table private.idempotency_keys is
  'Each user''s Idempotency-Key values of the last day, with the hash of the request and its first successful answer.';

-- ============================================================================================
-- Claiming, answering, releasing
-- ============================================================================================

/**
 * Claims `p_key` for the caller's request whose hash is `p_request_hash`. The outcome:
 * 'claimed' (do the work, then finish or release the key), 'replay' (the first request's answer
 * is returned with it), 'mismatch' (the key was used for another request) or 'in_flight' (the
 * first request is still being handled). A concurrent claim of the same key waits on the first
 * one's insert, so exactly one of them is 'claimed'. The caller's expired keys go first.
 */
create function private.claim_idempotency_key(p_key uuid, p_request_hash text)
returns table (outcome text, response_status smallint, response_body text, content_type text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  existing private.idempotency_keys;
begin
  if caller is null then
    raise exception 'an idempotency key needs a signed-in caller' using errcode = '42501';
  end if;
  delete from private.idempotency_keys k
  where k.user_id = caller and k.created_at < now() - private.idempotency_key_lifetime();

  insert into private.idempotency_keys (user_id, key, request_hash)
  values (caller, p_key, p_request_hash)
  on conflict do nothing;
  if found then
    return query select 'claimed'::text, null::smallint, null::text, null::text;
    return;
  end if;

  select * into existing from private.idempotency_keys k
  where k.user_id = caller and k.key = p_key
  for update;
  if existing.request_hash <> p_request_hash then
    return query select 'mismatch'::text, null::smallint, null::text, null::text;
  elsif existing.response_status is not null then
    return query
      select 'replay'::text, existing.response_status, existing.response_body, existing.content_type;
  elsif existing.created_at < now() - private.idempotency_claim_timeout() then
    update private.idempotency_keys k set created_at = now()
    where k.user_id = caller and k.key = p_key;
    return query select 'claimed'::text, null::smallint, null::text, null::text;
  else
    return query select 'in_flight'::text, null::smallint, null::text, null::text;
  end if;
end;
$$;
grant execute on function private.claim_idempotency_key(uuid, text) to authenticated;

/** Records the successful answer of the caller's claimed key, which later requests replay. */
create function private.finish_idempotency_key(
  p_key uuid,
  p_response_status smallint,
  p_response_body text,
  p_content_type text
)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.idempotency_keys k
  set response_status = p_response_status,
    response_body = p_response_body,
    content_type = p_content_type
  where k.user_id = (select auth.uid()) and k.key = p_key and k.response_status is null;
$$;
grant execute on function private.finish_idempotency_key(uuid, smallint, text, text) to authenticated;

/**
 * Frees the caller's claimed key after a refusal or a failure, which changed nothing: the same
 * submission sent again is handled afresh.
 */
create function private.release_idempotency_key(p_key uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.idempotency_keys k
  where k.user_id = (select auth.uid()) and k.key = p_key and k.response_status is null;
$$;
grant execute on function private.release_idempotency_key(uuid) to authenticated;

-- ============================================================================================
-- Purging
-- ============================================================================================

/** Deletes every key older than its lifetime; returns how many. */
create function private.purge_idempotency_keys()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  purged integer;
begin
  delete from private.idempotency_keys k
  where k.created_at < now() - private.idempotency_key_lifetime();
  get diagnostics purged = row_count;
  return purged;
end;
$$;
revoke all on function private.purge_idempotency_keys() from public;

insert into private.scheduled_jobs (name, schedule, command) values
  ('idempotency-keys-purge', '17 * * * *', 'select private.purge_idempotency_keys()')
on conflict (name) do update set schedule = excluded.schedule, command = excluded.command;

-- pg_cron as in 16_licences.sql.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform private.schedule_jobs();
  end if;
end;
$$;
