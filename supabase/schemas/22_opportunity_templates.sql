-- Opportunity templates: the opportunity form's fields and client details saved under a name, in
-- their own table (admins only): never an opportunity, so never bid on, assigned, listed to a
-- partner or announced.

create table public.opportunity_templates (
  id uuid primary key default gen_random_uuid(),
  template_name text not null
    constraint opportunity_templates_template_name_present check (btrim(template_name) <> '')
    constraint opportunity_templates_template_name_length check (char_length(template_name) <= 200),
  title text not null
    constraint opportunity_templates_title_present check (btrim(title) <> '')
    constraint opportunity_templates_title_length check (char_length(title) <= 200),
  description text
    constraint opportunity_templates_description_length check (char_length(description) <= 5000),
  location text not null
    constraint opportunity_templates_location_present check (btrim(location) <> '')
    constraint opportunity_templates_location_length check (char_length(location) <= 300),
  tour_type public.tour_type not null default 'farm',
  duration integer not null default 3
    constraint opportunity_templates_duration_range check (duration between 1 and 12),
  group_size integer not null default 8
    constraint opportunity_templates_group_size_range check (group_size between 1 and 50),
  base_rate numeric(10, 2) not null
    constraint opportunity_templates_base_rate_positive check (base_rate >= 0),
  priority public.opportunity_priority not null default 'regular',
  requirements text[] not null default '{}'
    constraint opportunity_templates_requirements_labels
      check (private.labels_within(requirements, null, 200)),
  partners_needed integer not null default 1
    constraint opportunity_templates_partners_needed_range check (partners_needed between 1 and 50),
  max_bids integer not null default 10
    constraint opportunity_templates_max_bids_range check (max_bids between 1 and 100),
  auto_assign boolean not null default false,
  custom_requirements jsonb not null default '{}'
    constraint opportunity_templates_custom_requirements_object
      check (jsonb_typeof(custom_requirements) = 'object'),
  special_requests text
    constraint opportunity_templates_special_requests_length check (char_length(special_requests) <= 2000),
  accessibility text[] not null default '{}'
    constraint opportunity_templates_accessibility_labels
      check (private.labels_within(accessibility, null, 200)),
  age_restrictions public.age_restriction not null default '21+',
  group_type public.group_type not null default 'mixed',
  transportation_needed boolean not null default false,
  meal_preferences text[] not null default '{}'
    constraint opportunity_templates_meal_preferences_labels
      check (private.labels_within(meal_preferences, null, 200)),
  budget_range text
    constraint opportunity_templates_budget_range_length check (char_length(budget_range) <= 100),
  experience_level public.experience_level not null default 'beginner',
  preferred_expertise text[] not null default '{}'
    constraint opportunity_templates_preferred_expertise_labels
      check (private.labels_within(preferred_expertise, null, 200)),
  location_radius integer not null default 50
    constraint opportunity_templates_location_radius_range check (location_radius between 5 and 500),
  client_contact text
    constraint opportunity_templates_client_contact_length check (char_length(client_contact) <= 200),
  client_email text
    constraint opportunity_templates_client_email_format
      check (client_email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  client_phone text
    constraint opportunity_templates_client_phone_length check (char_length(client_phone) <= 50),
  internal_notes text
    constraint opportunity_templates_internal_notes_length check (char_length(internal_notes) <= 5000),
  created_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
alter table public.opportunity_templates enable row level security;
revoke all on public.opportunity_templates from anon;
revoke insert, update, truncate, references, trigger on public.opportunity_templates from authenticated;
comment on table public.opportunity_templates is
  'Saved opportunity forms for "New from Template": admins only; never bid on, assigned or shown to partners.';
-- What Save as Template writes and an admin may rename; created_by is stamped.
grant insert (
  template_name, title, description, location, tour_type, duration, group_size, base_rate,
  priority, requirements, partners_needed, max_bids, auto_assign, custom_requirements,
  special_requests, accessibility, age_restrictions, group_type, transportation_needed,
  meal_preferences, budget_range, experience_level, preferred_expertise, location_radius,
  client_contact, client_email, client_phone, internal_notes
) on public.opportunity_templates to authenticated;
grant update (
  template_name, title, description, location, tour_type, duration, group_size, base_rate,
  priority, requirements, partners_needed, max_bids, auto_assign, custom_requirements,
  special_requests, accessibility, age_restrictions, group_type, transportation_needed,
  meal_preferences, budget_range, experience_level, preferred_expertise, location_radius,
  client_contact, client_email, client_phone, internal_notes
) on public.opportunity_templates to authenticated;
grant select, delete on public.opportunity_templates to authenticated;

alter table public.opportunity_templates enable row level security;

create index opportunity_templates_name_idx on public.opportunity_templates (lower(template_name));

create index opportunity_templates_created_by_idx on public.opportunity_templates (created_by);

create trigger set_updated_at
  before update on public.opportunity_templates
  for each row execute function private.set_updated_at();

create trigger stamp_created_by
  before insert on public.opportunity_templates
  for each row execute function private.stamp_created_by();

create trigger record_audit
  after insert or update or delete on public.opportunity_templates
  for each row execute function private.record_audit('opportunity_template', 'id');

create policy "only active users reach templates"
  on public.opportunity_templates as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "admins manage templates"
  on public.opportunity_templates for all to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
