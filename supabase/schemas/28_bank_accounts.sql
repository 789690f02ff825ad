-- Bank accounts: where a partner is paid by direct deposit (ACH, docs/tax.md).
--
-- * A partner (the business's account) gives a routing number (its ABA check digit,
--   private.is_routing_number), an account number, the holder's name and the account type.
-- * The account number is no table's: it is a Vault secret, as the TIN (17_tax_details.sql).
--   The row keeps the secret's id, which no client reads, and the last four digits, all that
--   is ever shown (••••6789). The one door to the clear number is
--   private.decrypt_bank_account(), executable by no client role; only the ACH file
--   (private.ach_file_entries, 29_ach_batches.sql) calls it, and audits each call.
-- * A new or changed account is pending until the link mailed to the partner's own address is
--   followed while signed in as the partner; then it is confirmed and the account it replaces
--   is retired. Only a confirmed account is paid; until a change is confirmed the one before
--   stays in use.
-- * Partners write through save_bank_account() and confirm_bank_account() only; they and
--   admins read the rows (never the secret's id).
--
-- partner_id is not a foreign key, as in payouts: an ACH entry names the account it paid.
--
-- Triggers: set_updated_at; record_audit.

-- ============================================================================================
-- Types
-- ============================================================================================
create type public.bank_account_type as enum ('checking', 'savings');
create type public.bank_account_status as enum ('pending', 'confirmed', 'retired');

-- ============================================================================================
-- bank_accounts
-- ============================================================================================
create table public.bank_accounts (
  id uuid primary key default gen_random_uuid(),
  partner_id uuid not null,
  routing_number text not null
    constraint bank_accounts_routing_number_aba check (private.is_routing_number(routing_number)),
  account_type public.bank_account_type not null,
  holder_name text not null
    constraint bank_accounts_holder_name_present check (btrim(holder_name) <> '')
    constraint bank_accounts_holder_name_length check (char_length(holder_name) <= 100),
  account_last4 text not null
    constraint bank_accounts_account_last4_digits check (account_last4 ~ '^[0-9]{4}$'),
  -- The Vault secret holding the account number; no client role may read this column.
  account_secret_id uuid not null unique,
  status public.bank_account_status not null default 'pending',
  confirmed_at timestamptz,
  retired_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bank_accounts_confirmed_when check ((status = 'pending') = (confirmed_at is null)),
  constraint bank_accounts_retired_when check ((status = 'retired') = (retired_at is not null))
);
alter table public.bank_accounts enable row level security;
revoke all on public.bank_accounts from anon, authenticated;
grant select (
  id, partner_id, routing_number, account_type, holder_name, account_last4, status,
  confirmed_at, retired_at, created_at, updated_at
) on public.bank_accounts to authenticated;

-- One account in use and one change waiting, at most, per partner.
create unique index bank_accounts_one_confirmed_idx on public.bank_accounts (partner_id)
  where status = 'confirmed';
create unique index bank_accounts_one_pending_idx on public.bank_accounts (partner_id)
  where status = 'pending';
create index bank_accounts_partner_id_idx on public.bank_accounts (partner_id, created_at desc);

create trigger set_updated_at
  before update on public.bank_accounts
  for each row execute function private.set_updated_at();

create trigger record_audit
  after insert or update on public.bank_accounts
  for each row execute function private.record_audit('bank_account', 'id', 'status');

-- The payout details are the owner's; the bookkeeper reads them (masked) beside the payouts.
create policy "owners and bookkeepers read their business's bank accounts and admins read all"
  on public.bank_accounts for select to authenticated
  using (
    partner_id = (select private.business_id_as('{owner,bookkeeper}'))
    or (select private.is_admin())
  );

-- ============================================================================================
-- bank_account_confirmations: the mailed links
-- ============================================================================================
create table private.bank_account_confirmations (
  id uuid primary key default gen_random_uuid(),
  bank_account_id uuid not null references public.bank_accounts (id) on delete cascade,
  token_hash text not null unique,
  -- The address the link was mailed to: it confirms while the account still has it.
  address text not null,
  sent_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  used_at timestamptz
);
alter table private.bank_account_confirmations enable row level security;
revoke all on private.bank_account_confirmations from public;
create index bank_account_confirmations_account_idx
  on private.bank_account_confirmations (bank_account_id, sent_at desc);

insert into private.rate_limits (name, max_rows, per, what) values
  ('bank_account_confirmations', 3, interval '1 hour', 'bank account confirmation e-mails')
on conflict (name) do nothing;

/**
 * Mails the partner of a pending account a new link confirming it (kind
 * `bank_account_confirmation`, category payouts, the masked number only). Earlier links keep
 * working until they expire.
 */
create function private.send_bank_account_confirmation(account uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  confirmation private.bank_account_confirmations;
  new_id uuid := gen_random_uuid();
begin
  insert into private.bank_account_confirmations (id, bank_account_id, token_hash, address)
  select new_id, a.id,
    private.link_token_hash(private.link_token('bank_account_confirmation', new_id)), u.email
  from public.bank_accounts a
  join public.users u on u.id = a.partner_id
  where a.id = account and a.status = 'pending' and u.email is not null
  returning * into confirmation;
  if confirmation.id is null then
    return null;
  end if;
  -- Straight into the outbox, whatever the partner's mail settings: the change waits for it.
  insert into public.email_outbox (user_id, category, kind, content)
  select a.partner_id, 'payouts', 'bank_account_confirmation',
    jsonb_build_object(
      'data', jsonb_build_object('expiresAt', confirmation.expires_at, 'last4', a.account_last4),
      'linkToken', jsonb_build_object('purpose', 'bank_account_confirmation', 'id', confirmation.id)
    )
  from public.bank_accounts a
  where a.id = account;
  return confirmation.id;
end;
$$;
revoke all on function private.send_bank_account_confirmation(uuid) from public;

-- ============================================================================================
-- Giving, confirming and reading an account
-- ============================================================================================

/** The business the caller gives bank details for: their own, as its active owner; else 42501. */
create function private.bank_account_partner()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  business uuid := (select private.business_id_as('{owner}'));
begin
  if business is null or not private.is_active_user()
    or not exists (select 1 from public.users u where u.id = business and u.role = 'partner') then
    raise exception 'only a partner gives their own bank account' using errcode = '42501';
  end if;
  return business;
end;
$$;
revoke all on function private.bank_account_partner() from public;

/**
 * Gives a new account for the caller's payouts: pending, its number a new Vault secret, a
 * confirmation link mailed to the partner. A change waiting already becomes this one (the
 * same row and secret; its earlier links no longer work). Refuses a routing number whose check digit fails (TP830, field
 * routing_number) and an account number that is not 4 to 17 digits (TP831, field
 * account_number); the number is never echoed.
 */
create function public.save_bank_account(
  routing_number text,
  account_number text,
  holder_name text,
  account_type public.bank_account_type
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  partner uuid := private.bank_account_partner();
  digits text := regexp_replace(coalesce(account_number, ''), '[\s-]', '', 'g');
  routing text := regexp_replace(coalesce(routing_number, ''), '\s', '', 'g');
  account public.bank_accounts;
begin
  if not private.is_routing_number(routing) then
    raise exception 'enter a valid routing number: nine digits, as printed on your checks'
      using errcode = 'TP830', column = 'routing_number';
  end if;
  if digits !~ '^[0-9]{4,17}$' then
    raise exception 'enter a valid account number: 4 to 17 digits'
      using errcode = 'TP831', column = 'account_number';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('bank_accounts:' || partner::text, 0));
  select * into account from public.bank_accounts a
  where a.partner_id = partner and a.status = 'pending'
  for update;
  if account.id is null then
    insert into public.bank_accounts (
      partner_id, routing_number, account_type, holder_name, account_last4, account_secret_id
    )
    values (
      partner, routing, account_type, btrim(holder_name), right(digits, 4),
      vault.create_secret(digits, 'bank_account:' || gen_random_uuid()::text,
        'A partner''s bank account number (bank_accounts)')
    )
    returning * into account;
  else
    -- The change waiting is this one now: its secret updated, its earlier links void.
    perform vault.update_secret(account.account_secret_id, digits);
    delete from private.bank_account_confirmations c where c.bank_account_id = account.id;
    update public.bank_accounts a set routing_number = routing,
      account_type = save_bank_account.account_type, holder_name = btrim(save_bank_account.holder_name),
      account_last4 = right(digits, 4), created_at = now()
    where a.id = account.id
    returning * into account;
  end if;
  perform private.send_bank_account_confirmation(account.id);
  return account.id;
end;
$$;
revoke all on function public.save_bank_account(text, text, text, public.bank_account_type)
  from public, anon;
grant execute on function public.save_bank_account(text, text, text, public.bank_account_type)
  to authenticated;

/**
 * Confirms the caller's pending account with the token of a mailed link; the account it
 * replaces is retired. Refuses a token that is none or another partner's (P0002: the same
 * answer, so a token reveals nothing), one used already or for an account no longer waiting
 * (TP832), and one expired or sent to an address the account no longer has (TP833).
 */
create function public.confirm_bank_account(token text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  confirmation private.bank_account_confirmations;
  account public.bank_accounts;
begin
  select c.* into confirmation from private.bank_account_confirmations c
  join public.bank_accounts a on a.id = c.bank_account_id
  where c.token_hash = private.link_token_hash(token)
    and a.partner_id = (select private.business_id_as('{owner}'))
  for update of c;
  if not found then
    raise exception 'this confirmation link is not valid' using errcode = 'P0002';
  end if;
  select * into account from public.bank_accounts a where a.id = confirmation.bank_account_id
    for update;
  if confirmation.used_at is not null or account.status <> 'pending' then
    raise exception 'this bank account confirmation link was used already'
      using errcode = 'TP832';
  end if;
  if confirmation.expires_at <= now() or not exists (
    select 1 from public.users u where u.id = account.partner_id and u.email = confirmation.address
  ) then
    raise exception 'this confirmation link has expired; send a new one from Earnings'
      using errcode = 'TP833';
  end if;
  update private.bank_account_confirmations c set used_at = now() where c.id = confirmation.id;
  update public.bank_accounts a set status = 'retired', retired_at = now()
  where a.partner_id = account.partner_id and a.status = 'confirmed';
  update public.bank_accounts a set status = 'confirmed', confirmed_at = now()
  where a.id = account.id;
  return account.id;
end;
$$;
revoke all on function public.confirm_bank_account(text) from public, anon;
grant execute on function public.confirm_bank_account(text) to authenticated;

/**
 * Mails the caller a new link for their pending account ("send again"): at most 3 an hour
 * (TP429); TP834 when no change is waiting.
 */
create function public.resend_bank_account_confirmation()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  partner uuid := private.bank_account_partner();
  pending uuid;
begin
  select a.id into pending from public.bank_accounts a
  where a.partner_id = partner and a.status = 'pending';
  if pending is null then
    raise exception 'no bank account is waiting for confirmation' using errcode = 'TP834';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('bank_accounts:' || partner::text, 0));
  perform private.raise_when_over_limit(
    array(select c.sent_at from private.bank_account_confirmations c where c.bank_account_id = pending),
    private.rate_limit('bank_account_confirmations')
  );
  perform private.send_bank_account_confirmation(pending);
end;
$$;
revoke all on function public.resend_bank_account_confirmation() from public, anon;
grant execute on function public.resend_bank_account_confirmation() to authenticated;

/**
 * The account number in clear, from Vault, and its audit log entry (action 'decrypted', entity
 * 'bank_account', the account's id, the caller, `{field, reason, achBatchId}`), written in the
 * same call (private.read_secret_audited) so that no decryption goes unrecorded. No client role executes it: only the
 * ACH file (private.ach_file_entries, 29_ach_batches.sql) calls it.
 */
create function private.decrypt_bank_account(account uuid, reason text, ach_batch uuid)
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select private.read_secret_audited(
    (select a.account_secret_id from public.bank_accounts a where a.id = account),
    'bank_account', account::text,
    jsonb_build_object('field', 'account_number', 'reason', reason, 'achBatchId', ach_batch)
  )
$$;
revoke all on function private.decrypt_bank_account(uuid, text, uuid) from public, anon, authenticated;
