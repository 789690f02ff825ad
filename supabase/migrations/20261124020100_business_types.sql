-- Business types: SPEC §9's eight sign-up types are the one list of a partner's kind of
-- business (wizard, profile form, API, database). Matching and filters speak of the four tour
-- types, so each business type maps to the tour types it can host here, in one function
-- (private.business_tour_types) mirrored by BUSINESS_TOUR_TYPES in contracts/enums.ts.

-- ============================================================================================
-- The mapping
-- ============================================================================================

/**
 * The tour types a business can host. A dispensary is a cannabis retailer, so it hosts both
 * retail kinds; a microbusiness (a licence for small-scale cultivation, manufacturing and
 * retail together) hosts farm, processor and retailer tours; manufacturers and testing labs
 * host processor tours; a professional service (consultants, lawyers) hosts none of its own and
 * matches on expertise alone. Unknown or no type: none.
 */
create function private.business_tour_types(business_type text)
returns public.tour_type[]
language sql
immutable
set search_path = ''
as $$
  select case business_type
    when 'Indoor Farm' then array['farm']::public.tour_type[]
    when 'Outdoor Farm' then array['farm']::public.tour_type[]
    when 'Dispensary' then array['dispensary', 'retailer']::public.tour_type[]
    when 'Edibles Manufacturer' then array['processor']::public.tour_type[]
    when 'Testing Lab' then array['processor']::public.tour_type[]
    when 'Microbusiness' then array['farm', 'processor', 'retailer']::public.tour_type[]
    when 'Concentrates/Hash Manufacturer' then array['processor']::public.tour_type[]
    else array[]::public.tour_type[]
  end
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
