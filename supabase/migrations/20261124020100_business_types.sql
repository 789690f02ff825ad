-- Business types: SPEC §9's eight sign-up types are the one list of a partner's kind of
-- business (wizard, profile form, API, database). Matching and filters speak of the four tour
-- types, so each business type maps to the tour types it can host here, in one table
-- (private.business_type_tours, read by private.business_tour_types) mirrored by
-- BUSINESS_TOUR_TYPES in contracts/enums.ts.

-- ============================================================================================
-- The mapping
-- ============================================================================================

-- The tour types a business can host. A dispensary is a cannabis retailer, so it hosts both
-- retail kinds; a microbusiness (a licence for small-scale cultivation, manufacturing and
-- retail together) hosts farm, processor and retailer tours; manufacturers and testing labs
-- host processor tours; a professional service (consultants, lawyers) hosts none of its own
-- and matches on expertise alone.
create table private.business_type_tours (
  business_type text not null,
  tour_type public.tour_type not null,
  primary key (business_type, tour_type)
);

insert into private.business_type_tours (business_type, tour_type) values
  ('Indoor Farm', 'farm'),
  ('Outdoor Farm', 'farm'),
  ('Dispensary', 'dispensary'), ('Dispensary', 'retailer'),
  ('Edibles Manufacturer', 'processor'),
  ('Testing Lab', 'processor'),
  ('Microbusiness', 'farm'), ('Microbusiness', 'processor'), ('Microbusiness', 'retailer'),
  ('Concentrates/Hash Manufacturer', 'processor');

grant select on private.business_type_tours to authenticated, service_role;

/** The tour types a business hosts, in the enum's order; none for an unknown or no type. */
create function private.business_tour_types(business_type text)
returns public.tour_type[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(m.tour_type order by m.tour_type), '{}')
  from private.business_type_tours m
  where m.business_type = business_tour_types.business_type
$$;

revoke execute on function private.business_tour_types(text) from public;
grant execute on function private.business_tour_types(text) to authenticated, service_role;

-- ============================================================================================
-- Existing values
-- ============================================================================================
-- The profile form used to save the tour types themselves. Each becomes the sign-up type that
-- hosts the same tour type: farm -> Outdoor Farm, dispensary -> Dispensary, processor ->
-- Concentrates/Hash Manufacturer, retailer -> Dispensary (the retail business of this trade).
-- No profile loses the tour type it matched on.
update public.users
set business_type = case business_type
  when 'farm' then 'Outdoor Farm'
  when 'dispensary' then 'Dispensary'
  when 'processor' then 'Concentrates/Hash Manufacturer'
  when 'retailer' then 'Dispensary'
end
where business_type in ('farm', 'dispensary', 'processor', 'retailer');

alter table public.users drop constraint users_business_type_values;
-- BUSINESS_TYPES of contracts/enums.ts.
alter table public.users add constraint users_business_type_values check (business_type in (
  'Indoor Farm', 'Outdoor Farm', 'Dispensary', 'Edibles Manufacturer', 'Testing Lab',
  'Microbusiness', 'Concentrates/Hash Manufacturer', 'Professional Service'
));
