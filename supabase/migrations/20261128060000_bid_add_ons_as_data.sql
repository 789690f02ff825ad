-- A bid's add-ons as data: each chosen add-on stored as its catalogue id, label and price in
-- cents (public.bids.add_ons), instead of a display string ("Transportation included (+$50)")
-- that readers parsed back. The price is kept as it was when the bid was placed; the catalogue
-- (private.bid_add_ons(), the mirror of ADD_ONS in _shared/add-ons.ts) decides what may be
-- stored, and the total must still leave a base of more than 0 once the add-ons are taken off.

-- ============================================================================================
-- The add-on catalogue
-- ============================================================================================
alter table public.bids add column add_ons jsonb not null default '[]';

-- The stored notes as data, by the old catalogue, without the row's other triggers: no audit
-- entry, no new updated_at, no notification.
alter table public.bids disable trigger user;
update public.bids b
set add_ons = coalesce(
  (
    select jsonb_agg(
      jsonb_build_object('id', old.id, 'label', old.label, 'priceCents', old.price_cents)
      order by old.position
    )
    from (
      values
        (1, 'transportation', 'Transportation included', 5000, 'Transportation included (+$50)'),
        (2, 'refreshments', 'Refreshments provided', 2500, 'Refreshments provided (+$25)'),
        (3, 'extended_qa', 'Extended Q&A session', 7500, 'Extended Q&A session (+$75)'),
        (4, 'materials', 'Educational materials', 3000, 'Educational materials (+$30)'),
        (5, 'photos', 'Professional photos', 10000, 'Professional photos (+$100)')
    ) as old (position, id, label, price_cents, note)
    where old.note = any (b.additional_services)
  ),
  '[]'
)
where cardinality(b.additional_services) > 0;
alter table public.bids enable trigger user;

alter table public.bids
  drop constraint bids_base_amount_positive,
  drop column additional_services;

drop function private.known_add_ons(text[]);
drop function private.add_ons_price(text[]);
drop function private.bid_add_ons();

/**
 * SPEC §9: the add-ons a bid may include, in the catalogue's order, with their price in cents.
 * The same catalogue as ADD_ONS in _shared/add-ons.ts; the limits test compares the two.
 */
create or replace function private.bid_add_ons()
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
  'SPEC §9: the add-ons a bid may include, with their price in cents (ADD_ONS in _shared/add-ons.ts).';

revoke all on function private.bid_add_ons() from public;
grant execute on function private.bid_add_ons() to authenticated, service_role;

/**
 * True when `add_ons` is an array of catalogue add-ons, each an object of exactly its `id`,
 * `label` and `priceCents` as the catalogue has them, and each at most once.
 */
create or replace function private.known_add_ons(add_ons jsonb)
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
create or replace function private.add_ons_price(add_ons jsonb)
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
alter table public.bids
  add constraint bids_add_ons_values check (private.known_add_ons(add_ons)),
  -- SPEC §5/§9: the total is a base of more than 0 plus the add-ons.
  add constraint bids_base_amount_positive check (amount > private.add_ons_price(add_ons));

comment on column public.bids.add_ons is
  'The chosen add-ons as [{id, label, priceCents}], each a catalogue add-on (private.bid_add_ons()) as it was when the bid was placed.';

-- A partner's offer; the admin's review (status, reason) and the first view.
grant insert (opportunity_id, user_id, amount, message, add_ons) on public.bids to authenticated;
