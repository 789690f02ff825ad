-- The partner profile holds every value the signup wizard asks, editable later under the same
-- rules (schemas/signup.ts and schemas/profile.ts share each field's rule with these CHECKs).

-- ============================================================================================
-- Travel radius
-- ============================================================================================
-- How far the partner travels for a tour, in miles: the opportunity form's radius range. Added
-- only where no earlier migration (matching) created it, with the same definition.
do $$
begin
  if not exists (
    select 1 from pg_attribute
    where attrelid = 'public.users'::regclass and attname = 'travel_radius' and not attisdropped
  ) then
    alter table public.users
      add column travel_radius integer
        constraint users_travel_radius_range check (travel_radius between 5 and 500);
  end if;
end;
$$;

grant update (travel_radius) on public.users to authenticated;

-- ============================================================================================
-- Names hold something
-- ============================================================================================
-- The wizard and the profile require a first and last name (SPEC §5); an empty name is no name.
update public.users set first_name = null where btrim(first_name) = '';
update public.users set last_name = null where btrim(last_name) = '';

alter table public.users
  add constraint users_first_name_present check (btrim(first_name) <> ''),
  add constraint users_last_name_present check (btrim(last_name) <> '');
