-- Per-user rate limits on the two things a partner can repeat quickly: chat messages and bids.
-- Counted by the database, so PostgREST is limited exactly like the API. A refusal raises
-- TP429 with the seconds to wait in its DETAIL ('retry-after: <n>'); the API answers 429 with
-- a Retry-After header (docs/api.md).
--
-- The limits are the rows of private.rate_limits (one row each, below): chat messages 10 per
-- sender per 10 seconds, bids 20 per bidder per minute. Only client requests (anon,
-- authenticated) are limited: the product's own writes (the Support agent's answers, written
-- with the service role) are not. The triggers run as the caller (not security definer), so
-- they tell a client from the service role, and count rows the caller can read anyway: their
-- own.

-- ============================================================================================
-- The limits
-- ============================================================================================
create table private.rate_limits (
  name text primary key,
  max_rows integer not null constraint rate_limits_max_rows_positive check (max_rows > 0),
  per interval not null constraint rate_limits_per_positive check (per > interval '0'),
  what text not null
);
revoke all on private.rate_limits from public;

comment on table private.rate_limits is
  'Per-user rate limits: at most max_rows rows per user within per. Not reachable by clients.';

insert into private.rate_limits (name, max_rows, per, what) values
  ('chat_messages', 10, interval '10 seconds', 'messages'),
  ('bids', 20, interval '1 minute', 'bids');

/** A limit by name; security definer so that the triggers, running as the caller, may read it. */
create function private.rate_limit(limit_name text)
returns private.rate_limits
language sql
stable
security definer
set search_path = ''
as $$
  select * from private.rate_limits where name = limit_name
$$;

-- ============================================================================================
-- The counter
-- ============================================================================================

/**
 * Refuses a row when `recent` (the creation times of the same user's newest rows, newest first,
 * at most `max_rows` of them within the window) is full: TP429 with the seconds until the
 * oldest of them leaves the window. Callers hold a per-user advisory lock, so simultaneous
 * inserts of one user are counted one after the other.
 */
create function private.raise_when_over_limit(recent timestamptz[], rate_limit private.rate_limits)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  wait_seconds integer;
begin
  if cardinality(recent) < rate_limit.max_rows then
    return;
  end if;
  wait_seconds := greatest(
    1, ceil(extract(epoch from recent[rate_limit.max_rows] + rate_limit.per - now()))::integer
  );
  raise exception 'you are sending % too quickly; try again in % seconds',
    rate_limit.what, wait_seconds
    using errcode = 'TP429', detail = format('retry-after: %s', wait_seconds);
end;
$$;

-- ============================================================================================
-- Chat messages, per sender
-- ============================================================================================
create index chat_messages_sender_id_created_at_idx
  on public.chat_messages (sender_id, created_at desc);
drop index public.chat_messages_sender_id_idx;

create function private.limit_chat_messages()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  rate_limit private.rate_limits := private.rate_limit('chat_messages');
begin
  if not private.is_client_request() or new.sender_id is null then
    return new;
  end if;
  -- The window is measured in server time: a client's own created_at would let it step aside.
  new.created_at := now();
  perform pg_advisory_xact_lock(hashtextextended('chat_messages: ' || new.sender_id::text, 0));
  perform private.raise_when_over_limit(
    array(
      select m.created_at from public.chat_messages m
      where m.sender_id = new.sender_id and m.created_at > now() - rate_limit.per
      order by m.created_at desc
      limit rate_limit.max_rows
    ),
    rate_limit
  );
  return new;
end;
$$;

create trigger limit_chat_messages
  before insert on public.chat_messages
  for each row execute function private.limit_chat_messages();

-- ============================================================================================
-- Bids, per bidder
-- ============================================================================================
create index bids_user_id_created_at_idx on public.bids (user_id, created_at desc);

create function private.limit_bids()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  rate_limit private.rate_limits := private.rate_limit('bids');
begin
  if not private.is_client_request() then
    return new;
  end if;
  new.created_at := now();
  perform pg_advisory_xact_lock(hashtextextended('bids: ' || new.user_id::text, 0));
  perform private.raise_when_over_limit(
    array(
      select b.created_at from public.bids b
      where b.user_id = new.user_id and b.created_at > now() - rate_limit.per
      order by b.created_at desc
      limit rate_limit.max_rows
    ),
    rate_limit
  );
  return new;
end;
$$;

-- Named to run before enforce_bidding_rules (triggers fire in name order): a refused burst
-- takes no opportunity lock.
create trigger a_limit_bids
  before insert on public.bids
  for each row execute function private.limit_bids();

revoke all on all functions in schema private from public;
grant execute on function private.rate_limit(text) to authenticated, service_role;
grant execute on function private.raise_when_over_limit(timestamptz[], private.rate_limits)
  to authenticated, service_role;
