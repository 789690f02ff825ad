-- Confirming an account's e-mail address.
--
-- Sign-up gives a session at once (SPEC: straight to /signup), so Auth's own confirmation is
-- off and says nothing about the address. users.email_verified (the spec's emailVerified) is
-- this product's word instead: true once the link of the welcome mail was followed by its own
-- account, or from the start for an address an identity provider verified (02_users.sql). A
-- new address (an e-mail change) is unconfirmed again. Payouts wait for a confirmed address
-- (pay_payable_lines, TP808): money goes to whoever controls the account's mail.
--
-- Each mail carries a new link: its token is private.link_token('email_confirmation', id),
-- made again when the mail is claimed, so only its hash is stored. A link works once, for 7
-- days, for the address it was sent to, and only for its own account.
--
-- Triggers: send_welcome_mail (after insert on public.users).

-- ============================================================================================
-- email_confirmations
-- ============================================================================================
create table private.email_confirmations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  token_hash text not null unique,
  -- The address the link was mailed to: it confirms that one only.
  address text not null,
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  used_at timestamptz
);
alter table private.email_confirmations enable row level security;
revoke all on private.email_confirmations from public;
create index email_confirmations_user_id_sent_at_idx on private.email_confirmations (user_id, sent_at desc);

insert into private.rate_limits (name, max_rows, per, what) values
  ('email_confirmations', 3, interval '1 hour', 'confirmation e-mails')
on conflict (name) do nothing;

/**
 * Mails `recipient` a new link confirming their current address (kind `email_confirmation`, or
 * `welcome` for the first one after sign-up). Earlier links keep working until they expire.
 */
create function private.send_email_confirmation(recipient uuid, welcome boolean)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  confirmation private.email_confirmations;
  new_id uuid := gen_random_uuid();
begin
  insert into private.email_confirmations (id, user_id, token_hash, address)
  select new_id, u.id, private.link_token_hash(private.link_token('email_confirmation', new_id)), u.email
  from public.users u
  where u.id = recipient and u.email is not null
  returning * into confirmation;
  if confirmation.id is null then
    return null;
  end if;
  -- Straight into the outbox: not a category anyone turns off (claim_emails never drops it).
  insert into public.email_outbox (user_id, category, kind, content)
  values (
    recipient, 'support', case when welcome then 'welcome' else 'email_confirmation' end,
    jsonb_build_object(
      'data', jsonb_build_object('expiresAt', confirmation.expires_at),
      'linkToken', jsonb_build_object('purpose', 'email_confirmation', 'id', confirmation.id)
    )
  );
  return confirmation.id;
end;
$$;
revoke all on function private.send_email_confirmation(uuid, boolean) from public;

/** A new account whose address no provider verified gets the welcome mail with its link. */
create function private.send_welcome_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not new.email_verified then
    perform private.send_email_confirmation(new.id, true);
  end if;
  return null;
end;
$$;
revoke all on function private.send_welcome_mail() from public;

create trigger send_welcome_mail
  after insert on public.users
  for each row execute function private.send_welcome_mail();

/**
 * Confirms the caller's address with the token of a mailed link. Refuses a token that is none
 * or another account's (P0002: the same answer, so a token reveals nothing), one used already
 * (TP961), and one expired or sent to an address the account no longer has (TP962).
 */
create function public.confirm_email(token text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  confirmation private.email_confirmations;
begin
  select * into confirmation from private.email_confirmations c
  where c.token_hash = private.link_token_hash(token) and c.user_id = (select auth.uid())
  for update;
  if not found then
    raise exception 'this confirmation link is not valid' using errcode = 'P0002';
  end if;
  if confirmation.used_at is not null then
    raise exception 'this confirmation link was used already' using errcode = 'TP961';
  end if;
  if confirmation.expires_at <= now() or not exists (
    select 1 from public.users u where u.id = confirmation.user_id and u.email = confirmation.address
  ) then
    raise exception 'this confirmation link has expired; send a new one from your profile'
      using errcode = 'TP962';
  end if;
  update private.email_confirmations c set used_at = now() where c.id = confirmation.id;
  update public.users u set email_verified = true where u.id = confirmation.user_id;
  return true;
end;
$$;
revoke all on function public.confirm_email(text) from public, anon;
grant execute on function public.confirm_email(text) to authenticated;

/**
 * Mails the caller a new confirmation link ("send again"): at most 3 an hour (TP429), none to
 * a confirmed address (TP963).
 */
create function public.resend_email_confirmation()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null or not private.is_active_user() then
    raise exception 'sign in to confirm your e-mail address' using errcode = '42501';
  end if;
  if (select u.email_verified from public.users u where u.id = caller) then
    raise exception 'your e-mail address is confirmed already' using errcode = 'TP963';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('email_confirmations:' || caller::text, 0));
  perform private.raise_when_over_limit(
    array(select c.sent_at from private.email_confirmations c where c.user_id = caller),
    private.rate_limit('email_confirmations')
  );
  perform private.send_email_confirmation(caller, false);
end;
$$;
revoke all on function public.resend_email_confirmation() from public, anon;
grant execute on function public.resend_email_confirmation() to authenticated;
