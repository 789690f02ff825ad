-- Profile fields: the extra questions admins add to the partner profile. Partners read the
-- active ones; the answers live in users.custom_fields under each field_name.

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
    constraint profile_fields_field_name_format check (field_name ~ '^[a-z0-9_]+$'),
  field_type public.profile_field_type not null,
  field_label text not null constraint profile_fields_field_label_present check (btrim(field_label) <> ''),
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
revoke truncate, references, trigger on public.profile_fields from authenticated;

create index profile_fields_category_display_order_idx on public.profile_fields (category, display_order);
create index profile_fields_is_active_idx on public.profile_fields (is_active);

create trigger set_updated_at
  before update on public.profile_fields
  for each row execute function private.set_updated_at();

-- SPEC §4: a field's name cannot change on edit; saved answers are keyed by it.
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

revoke all on all functions in schema private from public;
