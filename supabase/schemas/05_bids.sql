-- Bids: a partner's offer for an opportunity, and the admin-only notes about it.
--
-- Lifecycle: pending -> shortlisted -> accepted | declined (with a reason) | withdrawn; a
-- pending bid may also go straight to any of the last three. Acceptance happens only through
-- public.accept_bid(), which creates the tour in the same transaction. The partner may withdraw
-- an active (pending or shortlisted) bid; everything else is the admins'. The transitions are
-- checked in 07_lifecycle.sql, since accepting involves the bid's tour.
--
-- Bidding rules (raised with SQLSTATE TP1xx, see docs/database.md): the opportunity is open,
-- its date and response deadline are still ahead, it has fewer active bids than max_bids, and
-- the partner has no other active bid on it. The amount is positive (a CHECK). A partner places
-- at most 20 bids a minute (TP429, the foundation's rate limits).

-- ============================================================================================
-- Types
-- ============================================================================================
create type public.bid_status as enum ('pending', 'shortlisted', 'accepted', 'declined', 'withdrawn');

-- ============================================================================================
-- The add-on catalogue
-- ============================================================================================

/**
 * product §9: the add-ons a bid may include, in the catalogue's order, with their price in cents.
 * The same catalogue as ADD_ONS in _shared/portable/add-ons.ts; the limits test compares the two.
 */
create function private.bid_add_ons()
returns table (id text, label text, price_cents integer)
language sql
immutable
set search_path = ''
as $$
  values
    ('transportation', 'Transportation included', 5000),
    ('refreshments', 'Refreshments provided', 2500),
    ('extended_qa', 'Extended Q&A session', 7500),
    ('materials', 'Educational materials', 3000),
    ('photos', 'Professional photos', 10000)
$$;

comment on function private.bid_add_ons() is
  'product §9: the add-ons a bid may include, with their price in cents (ADD_ONS in _shared/portable/add-ons.ts).';

revoke all on function private.bid_add_ons() from public;
grant execute on function private.bid_add_ons() to authenticated, service_role;

/**
 * True when `add_ons` is an array of catalogue add-ons, each an object of exactly its `id`,
 * `label` and `priceCents` as the catalogue has them, and each at most once.
 */
create function private.known_add_ons(add_ons jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(add_ons) = 'array'
    and jsonb_array_length(add_ons)
      = (select count(distinct chosen ->> 'id') from jsonb_array_elements(add_ons) as chosen)
    and not exists (
      select 1
      from jsonb_array_elements(add_ons) as chosen
      where not exists (
        select 1
        from private.bid_add_ons() a
        where chosen = jsonb_build_object('id', a.id, 'label', a.label, 'priceCents', a.price_cents)
      )
    )
$$;

comment on function private.known_add_ons(jsonb) is
  'True when every stored add-on is a catalogue add-on (id, label, priceCents), each at most once.';

revoke all on function private.known_add_ons(jsonb) from public;
grant execute on function private.known_add_ons(jsonb) to authenticated, service_role;

/** What the stored add-ons cost together, in dollars. */
create function private.add_ons_price(add_ons jsonb)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select coalesce(sum((chosen ->> 'priceCents')::integer), 0) / 100.0
  from jsonb_array_elements(add_ons) as chosen
$$;

comment on function private.add_ons_price(jsonb) is
  'What the stored add-ons of a bid cost together, in dollars.';

revoke all on function private.add_ons_price(jsonb) from public;
grant execute on function private.add_ons_price(jsonb) to authenticated, service_role;

-- ============================================================================================
-- bids
-- ============================================================================================
create table public.bids (
  id uuid primary key default gen_random_uuid(),
  opportunity_id uuid not null references public.opportunities (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  -- The total offered: the base amount plus the chosen add-ons (product §9).
  amount numeric(10, 2) not null
    constraint bids_amount_positive check (amount > 0)
    -- 99,999,999 cents: the most the bid payload takes.
    constraint bids_amount_max check (amount <= 999999.99),
  message text constraint bids_message_length check (char_length(message) <= 5000),
  -- The chosen add-ons as [{id, label, priceCents}], each a catalogue add-on
  -- (private.bid_add_ons()) as it was when the bid was placed.
  add_ons jsonb not null default '[]'
    constraint bids_add_ons_values check (private.known_add_ons(add_ons)),
  status public.bid_status not null default 'pending',
  decline_reason text
    constraint bids_decline_reason_length check (char_length(decline_reason) <= 1000),
  -- Set the first time an admin opens the bid; never moves after that.
  viewed_at timestamptz,
  reviewed_by uuid references public.users (id) on delete set null,
  reviewed_at timestamptz,
  auto_generated boolean not null default false,
  -- Minutes from the opportunity's creation to this bid, computed on insert.
  response_time integer,
  calendar_booked boolean not null default false,
  -- The partner confirmed bidding on a day they marked away (17_partner_blackouts, TP108).
  away_confirmed boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint bids_declined_needs_reason
    check (status <> 'declined' or coalesce(btrim(decline_reason), '') <> ''),
  -- product §5/§9: the total is a base of more than 0 plus the add-ons.
  constraint bids_base_amount_positive check (amount > private.add_ons_price(add_ons))
);
alter table public.bids enable row level security;
revoke all on public.bids from anon;
revoke insert, update, truncate, references, trigger on public.bids from authenticated;

-- Triggers: set_updated_at; check_bid_away (17_partner_blackouts: a day the partner marked
-- away needs away_confirmed, TP108); check_new_bid (16_licences, after the licences it reads: the rate
-- limit, TP429, the bidding rules, TP101-TP106, status and response time the server's, then the
-- licence rule, TP107, in that order); check_bid_update (07_lifecycle: the
-- lifecycle, a partner only withdraws, accepted only by accept_bid, TP203); notify_bid_decision
-- (08_notifications: a decline told); record_audit (15_audit_logs); mail_bid_for_review
-- (21_email: the admins' mail of a new bid).


comment on column public.bids.add_ons is
  'The chosen add-ons as [{id, label, priceCents}], each a catalogue add-on (private.bid_add_ons()) as it was when the bid was placed.';

-- ============================================================================================
-- Column privileges
-- ============================================================================================
-- A partner's offer; the admin's review (status, reason) and the first view.
grant insert (opportunity_id, user_id, amount, message, add_ons, away_confirmed)
  on public.bids to authenticated;
grant update (status, decline_reason, viewed_at) on public.bids to authenticated;

-- A partner holds at most one active bid per opportunity; this index is the last word when two
-- of their requests race.
create unique index bids_one_active_per_partner on public.bids (opportunity_id, user_id)
  where status in ('pending', 'shortlisted', 'accepted');
-- The bids of an opportunity, by partner: the caller's latest bid on each listed opportunity
-- (`myBid`) is one index probe; the active-bid count for max_bids and the admin's bids of an
-- opportunity read it too (status carried along).
create index bids_opportunity_id_user_id_idx on public.bids (opportunity_id, user_id)
  include (status);
-- A partner's bids and their stats (active bids, success rate), read without visiting the heap
-- (the matches leave out what the partner already bids on).
create index bids_user_id_status_idx on public.bids (user_id, status) include (opportunity_id);
-- Who reviewed a bid: only reviewed bids need an entry (the foreign key's lookups ask for one
-- reviewer), so a new bid writes one index entry fewer.
create index bids_reviewed_by_idx on public.bids (reviewed_by) where reviewed_by is not null;
-- A bidder's newest bids, for the rate limit.
create index bids_user_id_created_at_idx on public.bids (user_id, created_at desc);

create trigger set_updated_at
  before update on public.bids
  for each row execute function private.set_updated_at();

-- ============================================================================================
-- bid_admin_notes: SPEC bids.adminNotes, admin-only
-- ============================================================================================
create table public.bid_admin_notes (
  bid_id uuid primary key references public.bids (id) on delete cascade,
  admin_notes text not null default ''
    constraint bid_admin_notes_admin_notes_length check (char_length(admin_notes) <= 5000),
  updated_by uuid references public.users (id) on delete set null,
  updated_at timestamptz not null default now()
);
alter table public.bid_admin_notes enable row level security;
revoke all on public.bid_admin_notes from anon;
revoke insert, update, truncate, references, trigger on public.bid_admin_notes from authenticated;

grant insert (bid_id, admin_notes, updated_by) on public.bid_admin_notes to authenticated;
grant update (admin_notes, updated_by) on public.bid_admin_notes to authenticated;

create index bid_admin_notes_updated_by_idx on public.bid_admin_notes (updated_by);

create trigger stamp_note_editor
  before insert or update on public.bid_admin_notes
  for each row execute function private.stamp_note_editor();

/**
 * Which of `ids` have as many active (pending, shortlisted, accepted) bids as their max_bids:
 * the rule of bidding (TP104, private.apply_bidding_rules). Security definer: it counts every partner's bids,
 * and tells the caller only that a tour is full.
 */
create function private.full_opportunities(ids uuid[])
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  -- PL/pgSQL, so the plan is made once per session (a SQL function is planned at every call).
  return (
    select coalesce(array_agg(o.id), '{}')
    from public.opportunities o
    where o.id = any (ids)
      and o.max_bids <= (
        select count(*) from public.bids b
        where b.opportunity_id = o.id and b.status in ('pending', 'shortlisted', 'accepted')
      )
  );
end;
$$;

revoke all on function private.full_opportunities(uuid[]) from public;
grant execute on function private.full_opportunities(uuid[]) to authenticated, service_role;

/**
 * Checks a new bid against the bidding rules and returns it with what the product decides
 * (status, response time); the bids' insert guard (check_new_bid, 16_licences) asks it. It locks the opportunity row so that bids racing for the last slot, and an
 * acceptance racing a bid, are decided one after the other; whether the tour has all the bids
 * it takes (TP104) is private.full_opportunities()'s answer. Security definer because the lock
 * needs rights a partner does not have on opportunities.
 */
create function private.apply_bidding_rules(bid public.bids)
returns public.bids
language plpgsql
security definer
set search_path = ''
as $$
declare
  opportunity public.opportunities;
begin
  select * into opportunity
  from public.opportunities
  where id = bid.opportunity_id
  for no key update;
  if not found then
    return bid; -- the foreign key reports it
  end if;

  -- A cancelled opportunity has its own word (TP106), before the general "not open" (TP101).
  if opportunity.status = 'cancelled' then
    raise exception 'this opportunity was cancelled and takes no bids' using errcode = 'TP106';
  end if;
  if not exists (
    select 1 from public.users where id = bid.user_id and role = 'partner' and is_active
  ) or not private.is_business(bid.user_id) then
    -- A team member's account is never a business (03_team.sql): it bids only for its business.
    raise exception 'only active partners can bid' using errcode = '42501';
  end if;
  if opportunity.status <> 'open' then
    raise exception 'this opportunity is not open for bids' using errcode = 'TP101';
  end if;
  if opportunity.date <= now() then
    raise exception 'this opportunity has already taken place' using errcode = 'TP102';
  end if;
  if opportunity.response_deadline <= now() then
    raise exception 'the response deadline for this opportunity has passed' using errcode = 'TP103';
  end if;
  if exists (
    select 1 from public.bids
    where opportunity_id = bid.opportunity_id
      and user_id = bid.user_id
      and status in ('pending', 'shortlisted', 'accepted')
  ) then
    raise exception 'you already have an active bid on this opportunity' using errcode = 'TP105';
  end if;
  -- Counted after the lock above, on a snapshot taken after it: a bid that took the last
  -- place while this one waited is seen.
  if bid.opportunity_id = any (private.full_opportunities(array[bid.opportunity_id])) then
    raise exception 'this opportunity has reached its maximum number of bids' using errcode = 'TP104';
  end if;

  bid.status := 'pending';
  bid.decline_reason := null;
  bid.viewed_at := null;
  bid.reviewed_by := null;
  bid.reviewed_at := null;
  bid.response_time := greatest(0, floor(extract(epoch from now() - opportunity.created_at) / 60));
  return bid;
end;
$$;
revoke all on function private.apply_bidding_rules(public.bids) from public;
grant execute on function private.apply_bidding_rules(public.bids) to authenticated, service_role;

-- ============================================================================================
-- Rate limit: 20 bids per bidder per minute
-- ============================================================================================
insert into private.rate_limits (name, max_rows, per, what) values
  ('bids', 20, interval '1 minute', 'bids');
-- Counted by check_new_bid (16_licences) before the bidding rules: a refused burst takes no
-- opportunity lock.

-- ============================================================================================
-- Policies
-- ============================================================================================
create policy "only active users reach bids"
  on public.bids as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "owners and managers read their business's bids and admins read all"
  on public.bids for select to authenticated
  using (user_id = (select private.business_id_as('{owner,manager}')) or (select private.is_admin()));

create policy "owners and managers bid for their business and admins bid for anyone"
  on public.bids for insert to authenticated
  with check (user_id = (select private.business_id_as('{owner,manager}')) or (select private.is_admin()));

create policy "owners and managers withdraw their business's active bids and admins update any bid"
  on public.bids for update to authenticated
  using (
    (user_id = (select private.business_id_as('{owner,manager}')) and status in ('pending', 'shortlisted'))
    or (select private.is_admin())
  )
  with check (
    (user_id = (select private.business_id_as('{owner,manager}')) and status = 'withdrawn')
    or (select private.is_admin())
  );

create policy "admins delete bids"
  on public.bids for delete to authenticated
  using ((select private.is_admin()));

create policy "admins manage the notes about bids"
  on public.bid_admin_notes for all to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
