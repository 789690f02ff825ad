-- Profile fields: the extra questions admins add to the partner profile. Partners read the
-- active ones; the answers live in users.custom_fields under each field_name, and a client's
-- answers must fit their fields.

-- ============================================================================================
-- Types
-- ============================================================================================
create type public.profile_field_type as enum (
  'text', 'textarea', 'select', 'multiselect', 'number', 'date', 'checkbox', 'contract',
  'legal_agreement'
);
create type public.profile_field_category as enum (
  'basic', 'business', 'expertise', 'credentials', 'capabilities', 'preferences'
);

-- ============================================================================================
-- profile_fields
-- ============================================================================================
create table public.profile_fields (
  id uuid primary key default gen_random_uuid(),
  field_name text not null unique
    constraint profile_fields_field_name_format check (field_name ~ '^[a-z0-9_]+$')
    constraint profile_fields_field_name_length check (char_length(field_name) <= 63),
  field_type public.profile_field_type not null,
  field_label text not null
    constraint profile_fields_field_label_present check (btrim(field_label) <> '')
    constraint profile_fields_field_label_length check (char_length(field_label) <= 200),
  field_options text[] constraint profile_fields_options_only_for_choices
    check (field_options is null or field_type in ('select', 'multiselect')),
  is_required boolean not null default false,
  is_active boolean not null default true,
  display_order integer not null default 0
    constraint profile_fields_display_order_positive check (display_order >= 0),
  category public.profile_field_category not null default 'basic',
  validation_rules jsonb not null default '{}'
    constraint profile_fields_validation_rules_object check (jsonb_typeof(validation_rules) = 'object'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.profile_fields enable row level security;
revoke all on public.profile_fields from anon;
revoke insert, update, truncate, references, trigger on public.profile_fields from authenticated;

-- ============================================================================================
-- Column privileges
-- ============================================================================================
grant insert (
  field_name, field_type, field_label, field_options, is_required, is_active, display_order,
  category, validation_rules
) on public.profile_fields to authenticated;
grant update (
  field_name, field_type, field_label, field_options, is_required, is_active, display_order,
  category, validation_rules
) on public.profile_fields to authenticated;

create index profile_fields_category_display_order_idx on public.profile_fields (category, display_order);
create index profile_fields_is_active_idx on public.profile_fields (is_active);

create trigger set_updated_at
  before update on public.profile_fields
  for each row execute function private.set_updated_at();

-- product §4: a field's name cannot change on edit; saved answers are keyed by it.
create function private.keep_field_name()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.field_name is distinct from old.field_name then
    raise exception 'a profile field''s name cannot change' using errcode = 'TP002';
  end if;
  return new;
end;
$$;

create trigger keep_field_name
  before update of field_name on public.profile_fields
  for each row execute function private.keep_field_name();

-- ============================================================================================
-- The answers (users.custom_fields)
-- ============================================================================================

/** The longest answer to a text or textarea profile field (CUSTOM_FIELD_TEXT_MAX_LENGTH). */
create function private.custom_field_text_max_length()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 5000
$$;
grant execute on function private.custom_field_text_max_length() to authenticated, service_role;

/**
 * The message of a client's answer to a profile field that breaks the field's rules, or null
 * when it fits: the same rules as checkCustomFields in _shared/portable/custom-fields.ts (type, options,
 * required, minLength/maxLength/min/max, at most custom_field_text_max_length() characters).
 * An admin's `pattern` is checked by the API only: its regular expressions are JavaScript's.
 */
create function private.custom_field_answer_error(field public.profile_fields, answer jsonb)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  rules jsonb := field.validation_rules;
  label text := field.field_label;
  kind text := jsonb_typeof(answer);
  number numeric;
  text_answer text;
begin
  if field.field_type in ('checkbox', 'contract', 'legal_agreement') then
    if kind = 'null' then
      return case when field.is_required then label || ' is required' end;
    end if;
    if kind <> 'boolean' then
      return label || ' must be checked or unchecked';
    end if;
    if field.is_required and not answer::boolean then
      return label || ' is required';
    end if;
    return null;
  end if;
  if kind = 'null' then
    return case when field.is_required then label || ' is required' end;
  end if;
  case field.field_type
    when 'number' then
      if kind <> 'number' then
        return label || ' must be a number';
      end if;
      number := answer::numeric;
      if jsonb_typeof(rules -> 'min') = 'number' and number < (rules ->> 'min')::numeric then
        return label || ' must be at least ' || (rules ->> 'min');
      end if;
      if jsonb_typeof(rules -> 'max') = 'number' and number > (rules ->> 'max')::numeric then
        return label || ' must be at most ' || (rules ->> 'max');
      end if;
    when 'date' then
      if kind <> 'string' or answer #>> '{}' !~ '^\d{4}-\d{2}-\d{2}$' then
        return label || ' must be a date (YYYY-MM-DD)';
      end if;
      begin
        -- 2027-02-30 is no date: refused, not moved to March.
        if to_char((answer #>> '{}')::date, 'YYYY-MM-DD') <> answer #>> '{}' then
          return label || ' must be a date (YYYY-MM-DD)';
        end if;
      exception when datetime_field_overflow or invalid_datetime_format then
        return label || ' must be a date (YYYY-MM-DD)';
      end;
    when 'select' then
      if kind <> 'string' or not (answer #>> '{}') = any (coalesce(field.field_options, '{}')) then
        return label || ' must be one of its options';
      end if;
    when 'multiselect' then
      if kind <> 'array' or exists (
        select 1 from jsonb_array_elements(answer) as item
        where jsonb_typeof(item) <> 'string'
          or not (item #>> '{}') = any (coalesce(field.field_options, '{}'))
      ) or jsonb_array_length(answer) = 0 then
        return label || ' must be chosen from its options';
      end if;
    else
      if kind <> 'string' then
        return label || ' must be text';
      end if;
      text_answer := answer #>> '{}';
      if btrim(text_answer) = '' then
        return case when field.is_required then label || ' is required' else label || ' must be text' end;
      end if;
      if jsonb_typeof(rules -> 'minLength') = 'number'
        and char_length(text_answer) < (rules ->> 'minLength')::numeric then
        return label || ' must be at least ' || (rules ->> 'minLength') || ' characters';
      end if;
      if jsonb_typeof(rules -> 'maxLength') = 'number'
        and char_length(text_answer) > (rules ->> 'maxLength')::numeric then
        return label || ' must be at most ' || (rules ->> 'maxLength') || ' characters';
      end if;
      if char_length(text_answer) > private.custom_field_text_max_length() then
        return label || ' must be at most ' || private.custom_field_text_max_length() || ' characters';
      end if;
  end case;
  return null;
end;
$$;
grant execute on function private.custom_field_answer_error(public.profile_fields, jsonb)
  to authenticated, service_role;

/**
 * A client changes only answers to active profile fields, each fitting its field. Answers
 * left as they were are not checked again (a field's rules may have changed since). Security
 * invoker: is_client_request() must see the caller's role, and the caller reads the active
 * fields anyway.
 */
create function private.check_custom_fields()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  answer record;
  field public.profile_fields;
  problem text;
begin
  if not private.is_client_request() then
    return new;
  end if;
  for answer in
    select n.key, n.value
    from jsonb_each(new.custom_fields) as n
    where n.value is distinct from old.custom_fields -> n.key
  loop
    select * into field from public.profile_fields f where f.field_name = answer.key and f.is_active;
    if not found then
      raise exception 'Unknown profile field: %', left(answer.key, 63)
        using errcode = '23514', constraint = 'users_custom_fields_answers';
    end if;
    problem := private.custom_field_answer_error(field, answer.value);
    if problem is not null then
      raise exception '%', problem
        using errcode = '23514', constraint = 'users_custom_fields_answers';
    end if;
  end loop;
  return new;
end;
$$;

create trigger check_custom_fields
  before update of custom_fields on public.users
  for each row execute function private.check_custom_fields();

-- ============================================================================================
-- Policies
-- ============================================================================================
create policy "only active users reach profile fields"
  on public.profile_fields as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "partners read active profile fields and admins read all"
  on public.profile_fields for select to authenticated
  using (is_active or (select private.is_admin()));

create policy "admins create profile fields"
  on public.profile_fields for insert to authenticated
  with check ((select private.is_admin()));

create policy "admins update profile fields"
  on public.profile_fields for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "admins delete profile fields"
  on public.profile_fields for delete to authenticated
  using ((select private.is_admin()));

-- Business types: product §9's eight sign-up types are the one list of a partner's kind of
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

grant select on private.business_type_tours to authenticated, service_role;

insert into private.business_type_tours (business_type, tour_type) values
  ('Indoor Farm', 'farm'),
  ('Outdoor Farm', 'farm'),
  ('Dispensary', 'dispensary'), ('Dispensary', 'retailer'),
  ('Edibles Manufacturer', 'processor'),
  ('Testing Lab', 'processor'),
  ('Microbusiness', 'farm'), ('Microbusiness', 'processor'), ('Microbusiness', 'retailer'),
  ('Concentrates/Hash Manufacturer', 'processor');

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

-- The partner profile holds every value the signup wizard asks, editable later under the same
-- rules (schemas/signup.ts and schemas/profile.ts share each field's rule with these CHECKs).

-- ============================================================================================
-- The rule
-- ============================================================================================
create function private.profile_field_key(text text)
returns text
language sql
immutable
set search_path = ''
as $$
  select btrim(
    regexp_replace(replace(lower(text), 'licence', 'license'), '[^a-z0-9]+', '_', 'g'),
    '_'
  );
$$;
comment on function private.profile_field_key(text) is
  '"State License Number" and "state_licence_number" both as state_license_number: how a custom field''s name or label is compared with the built-in facts.';
revoke all on function private.profile_field_key(text) from public, anon, authenticated;

create function private.built_in_field_problem(field_name text, field_label text)
returns text
language sql
immutable
set search_path = ''
as $$
  with keys (key) as (
    values (private.profile_field_key(field_name)), (private.profile_field_key(field_label))
  )
  select case
    when exists (select 1 from keys where key like '%license%')
      then 'Licences have their own section on every profile: a custom field may not ask for one'
    when exists (
      select 1 from keys
      where key = any (array[
        'name', 'full_name', 'first_name', 'last_name', 'email', 'email_address', 'phone',
        'phone_number', 'business_name', 'company_name', 'business_type', 'address',
        'business_address', 'business_location', 'business_street_address', 'location',
        'tour_area', 'expertise', 'areas_of_expertise', 'services', 'services_offered',
        'availability', 'group_size', 'max_group_size', 'rate', 'hourly_rate',
        'usual_hourly_rate', 'min_hourly_rate', 'minimum_hourly_rate', 'travel_radius'
      ])
    )
      then 'Every profile already has this: a custom field may not ask for it again'
  end;
$$;
comment on function private.built_in_field_problem(text, text) is
  'Why a custom profile field with this name and label would repeat a built-in fact of every profile (or a licence), or null. The same list as _shared/portable/built-in-fields.ts.';
revoke all on function private.built_in_field_problem(text, text) from public, anon, authenticated;

-- Security definer: the rule's helpers are the product's, not the caller's to execute.
create function private.refuse_built_in_profile_field()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  problem text := private.built_in_field_problem(new.field_name, new.field_label);
begin
  if problem is not null then
    raise exception '%', problem using errcode = 'TP003', column = 'field_label';
  end if;
  return new;
end;
$$;
comment on function private.refuse_built_in_profile_field() is
  'TP003: a custom profile field may not repeat a built-in fact of every profile, nor ask for a licence (COLUMN field_label).';
revoke all on function private.refuse_built_in_profile_field() from public, anon, authenticated;

create trigger refuse_built_in_profile_field
  before insert or update of field_name, field_label on public.profile_fields
  for each row execute function private.refuse_built_in_profile_field();

-- ============================================================================================
-- A phone number as people write it ("(707) 555-0142") is kept as its digits, which
-- users_phone_format then checks: the same normalisation as _shared/portable/phone.ts, whoever writes.
-- ============================================================================================
create function private.normalize_phone(phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(btrim(phone), '[[:space:]().-]', '', 'g');
$$;
comment on function private.normalize_phone(text) is
  '"(707) 555-0142" as 7075550142: spaces, brackets, dots and dashes dropped (_shared/portable/phone.ts).';
revoke all on function private.normalize_phone(text) from public, anon, authenticated;
-- A guest added by a client (an admin, a partner's walk-in) is stamped as the caller
-- (private.stamp_guest, 24_guests.sql), which keeps its phone as these digits.
grant execute on function private.normalize_phone(text) to authenticated;

create function private.normalize_user_phone()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.phone := private.normalize_phone(new.phone);
  return new;
end;
$$;
comment on function private.normalize_user_phone() is
  'Keeps users.phone as the digits users_phone_format checks, however it was written.';
revoke all on function private.normalize_user_phone() from public, anon, authenticated;

create trigger normalize_phone
  before insert or update of phone on public.users
  for each row when (new.phone is not null)
  execute function private.normalize_user_phone();
