-- Demo data for a fresh database (`supabase db push --include-seed`, `npm start`). Runs once,
-- as the role postgres. Dates are relative to now(), so the demo always looks current.
--
-- Accounts (docs/database.md lists them too):
--   admin    admin@tourpartner.test               Admin123!
--   partner  green.valley@tourpartner.test        Partner123!  complete, verified, tour history
--   partner  coastal.cannabis@tourpartner.test    Partner123!  complete, verified
--   partner  new.leaf@tourpartner.test            Partner123!  incomplete profile (signup wizard)
--   partner  old.mill@tourpartner.test            Partner123!  deactivated
--
-- The activity goes through the product's own rules: bids pass the bidding rules,
-- public.accept_bid() schedules the tours, public.complete_tour() and public.cancel_tour() end
-- them (payable lines, partner totals, notices), and the triggers write the audit log, as the
-- admin.

-- ============================================================================================
-- Accounts: auth.users rows the way GoTrue writes them (token columns '' and metadata objects,
-- or sign-in fails), one email identity each. The profile trigger creates public.users.
-- ============================================================================================
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  email_change_token_current, phone_change, phone_change_token, reauthentication_token,
  raw_app_meta_data, raw_user_meta_data, is_sso_user, is_anonymous, created_at, updated_at
)
select
  '00000000-0000-0000-0000-000000000000', a.id, 'authenticated', 'authenticated', a.email,
  extensions.crypt(a.password, extensions.gen_salt('bf')), now() - a.age,
  '', '', '', '', '', '', '', '',
  '{"provider": "email", "providers": ["email"]}',
  jsonb_build_object('first_name', a.first_name, 'last_name', a.last_name, 'email_verified', true),
  false, false, now() - a.age, now() - a.age
from (values
  ('5eed0000-0000-4000-a000-000000000001'::uuid, 'admin@tourpartner.test', 'Admin123!', 'Avery', 'Admin', interval '200 days'),
  ('5eed0000-0000-4000-a000-000000000002'::uuid, 'green.valley@tourpartner.test', 'Partner123!', 'Maya', 'Green', interval '150 days'),
  ('5eed0000-0000-4000-a000-000000000003'::uuid, 'coastal.cannabis@tourpartner.test', 'Partner123!', 'Diego', 'Marin', interval '90 days'),
  ('5eed0000-0000-4000-a000-000000000004'::uuid, 'new.leaf@tourpartner.test', 'Partner123!', 'Nora', 'Leaf', interval '2 days'),
  ('5eed0000-0000-4000-a000-000000000005'::uuid, 'old.mill@tourpartner.test', 'Partner123!', 'Owen', 'Miller', interval '300 days')
) as a (id, email, password, first_name, last_name, age)
on conflict (id) do nothing;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
       'email', u.created_at, u.created_at, u.created_at
from auth.users u
where u.id::text like '5eed0000-%'
on conflict (provider_id, provider) do nothing;

-- The demo accounts' addresses count as confirmed (21_email_confirmation.sql), so their
-- welcome mails, written by the profile's insert, are not sent.
update public.users set email_verified = true where id::text like '5eed0000-%';
delete from public.email_outbox where kind = 'welcome' and user_id::text like '5eed0000-%';
delete from private.email_confirmations where user_id::text like '5eed0000-%';

-- ============================================================================================
-- Profiles
-- ============================================================================================
update public.users set role = 'admin', is_verified = true, phone = '+15550100001'
where id = '5eed0000-0000-4000-a000-000000000001';

update public.users set
  phone = '+17075550142',
  business_name = 'Green Valley Farms',
  business_type = 'Outdoor Farm',
  business_location = '1200 Ridge Road, Healdsburg, CA 95448',
  location = 'Healdsburg, CA',
  expertise = array['Cannabis cultivation', 'Sustainable/Organic practices', 'Industry history'],
  services = array['Farm tours', 'Cultivation workshops', 'Educational sessions'],
  availability = array['Friday', 'Saturday', 'Sunday'],
  max_group_size = 40,
  min_hourly_rate = 120,
  hourly_rate = 150,
  is_verified = true,
  tags = array['top-rated', 'sonoma'],
  custom_fields = '{"years_in_business": 12, "languages_spoken": ["English", "Spanish"], "wheelchair_accessible": true, "preferred_contact_method": "Email", "company_bio": "Family-run sun-grown farm in the Russian River valley."}'
where id = '5eed0000-0000-4000-a000-000000000002';

update public.users set
  phone = '+18315550178',
  business_name = 'Coastal Cannabis Co.',
  business_type = 'Dispensary',
  business_location = '88 Pacific Avenue, Santa Cruz, CA 95060',
  location = 'Santa Cruz, CA',
  expertise = array['Retail operations', 'Product/Process education', 'Compliance & regulations'],
  services = array['Dispensary walkthroughs', 'Product tastings', 'Compliance training'],
  availability = array['Monday', 'Wednesday', 'Thursday', 'Saturday'],
  max_group_size = 15,
  min_hourly_rate = 90,
  hourly_rate = 110,
  is_verified = true,
  custom_fields = '{"years_in_business": 5, "preferred_contact_method": "Phone"}'
where id = '5eed0000-0000-4000-a000-000000000003';

-- new.leaf keeps the bare profile its sign-up created: no business yet, so the wizard shows.

update public.users set
  phone = '+15305550119',
  business_name = 'Old Mill Extracts',
  business_type = 'Concentrates/Hash Manufacturer',
  business_location = '4 Mill Street, Nevada City, CA 95959',
  location = 'Nevada City, CA',
  expertise = array['Processing & extraction', 'Laboratory testing'],
  services = array['Processing facility tours', 'Hashmaking demo'],
  availability = array['Tuesday', 'Wednesday'],
  max_group_size = 8,
  min_hourly_rate = 100,
  hourly_rate = 130
where id = '5eed0000-0000-4000-a000-000000000005';

insert into public.user_admin_notes (user_id, notes, updated_by)
values
  ('5eed0000-0000-4000-a000-000000000002', 'Reliable; guests love the sunset walk. Offer first pick on farm tours.', '5eed0000-0000-4000-a000-000000000001'),
  ('5eed0000-0000-4000-a000-000000000005', 'Deactivated at the owner''s request while the facility is renovated.', '5eed0000-0000-4000-a000-000000000001')
on conflict (user_id) do nothing;

-- ============================================================================================
-- Platform content: profile fields, legal documents, settings
-- ============================================================================================
insert into public.profile_fields (field_name, field_type, field_label, field_options, is_required, is_active, display_order, category, validation_rules)
values
  ('company_bio', 'textarea', 'Company bio', null, false, true, 1, 'basic', '{"maxLength": 1000}'),
  ('years_in_business', 'number', 'Years in business', null, true, true, 1, 'business', '{"min": 0, "max": 100}'),
  ('parking_notes', 'textarea', 'Parking notes', null, false, false, 5, 'business', '{}'),
  ('insurance_provider', 'text', 'Insurance provider', null, false, true, 1, 'credentials', '{}'),
  ('insurance_policy_expires', 'date', 'Liability insurance expires', null, false, true, 2, 'credentials', '{}'),
  ('languages_spoken', 'multiselect', 'Languages spoken', array['English', 'Spanish', 'French', 'Mandarin'], false, true, 1, 'capabilities', '{}'),
  ('wheelchair_accessible', 'checkbox', 'Wheelchair accessible site', null, false, true, 2, 'capabilities', '{}'),
  ('preferred_contact_method', 'select', 'Preferred contact method', array['Email', 'Phone', 'Text message'], false, true, 1, 'preferences', '{}')
on conflict (field_name) do nothing;

insert into public.admin_settings (key, value, description, category, updated_by)
values
  ('bids.default_max_bids', '10', 'Bids an opportunity takes unless its creator says otherwise.', 'bidding', '5eed0000-0000-4000-a000-000000000001'),
  ('bids.add_on_prices', '{"transportation": 50, "refreshments": 25, "extended_qa": 75, "materials": 30, "photos": 100}', 'Prices of the bid add-ons, in dollars.', 'bidding', '5eed0000-0000-4000-a000-000000000001'),
  ('platform.support_email', '"support@tourpartner.test"', 'Where partners can write outside the chat.', 'general', '5eed0000-0000-4000-a000-000000000001')
on conflict (key) do nothing;

-- ============================================================================================
-- Activity: opportunities, assignments, bids, tours, agreements, chat, notifications
-- ============================================================================================

-- Small helpers for this script only (pg_temp disappears with the session).
create function pg_temp.opportunity(title text) returns uuid
language sql stable as $$ select id from public.opportunities where opportunities.title = opportunity.title $$;

-- A moment on the clock of the seed's tours, all in California: `days` from today there, at
-- `hour` o'clock (fractions for minutes). "10:00 AM" is 10:00 in Healdsburg, whatever the server's zone.
create function pg_temp.pacific(days integer, hour numeric) returns timestamptz
language sql stable as $$
  select ((now() at time zone 'America/Los_Angeles')::date + days + make_interval(secs => hour * 3600))
    at time zone 'America/Los_Angeles'
$$;

-- add_on_ids: catalogue ids (private.bid_add_ons()); stored with their label and price.
create function pg_temp.bid(title text, partner uuid, amount numeric, message text, add_on_ids text[])
returns uuid
language sql as $$
  insert into public.bids (opportunity_id, user_id, amount, message, add_ons)
  values (
    pg_temp.opportunity(title), partner, amount, message,
    (select coalesce(
       jsonb_agg(jsonb_build_object('id', a.id, 'label', a.label, 'priceCents', a.price_cents)),
       '[]')
     from private.bid_add_ons() a where a.id = any (add_on_ids))
  )
  returning id
$$;

do $$
declare
  admin_id constant uuid := '5eed0000-0000-4000-a000-000000000001';
  green_valley constant uuid := '5eed0000-0000-4000-a000-000000000002';
  coastal constant uuid := '5eed0000-0000-4000-a000-000000000003';
  old_mill constant uuid := '5eed0000-0000-4000-a000-000000000005';
  today constant timestamptz := date_trunc('day', now());
  tour public.tours;
  past record;
begin
  if exists (select 1 from public.opportunities) then
    return; -- seeded already
  end if;
  -- Everything below happens as the admin, so accept_bid() admits it and the audit log names them.
  perform set_config(
    'request.jwt.claims',
    jsonb_build_object('sub', admin_id, 'role', 'authenticated', 'email', 'admin@tourpartner.test', 'aud', 'authenticated')::text,
    true
  );

  -- State licences, reviewed by the admin: both active partners may bid on the California
  -- tours that require a licence; Coastal's Oregon licence waits for review. The scans are
  -- uploaded from supabase/seed/licence-scans (config.toml objects_path).
  insert into public.partner_licences (id, partner_id, state, licence_type, licence_number, expires_on, scan_path)
  values
    ('5eed0000-0000-4000-c000-000000000001', green_valley, 'CA', 'cultivation', 'CCL21-0001234', (today + interval '400 days')::date,
     '5eed0000-0000-4000-a000-000000000002/5eed0000-0000-4000-c000-000000000001/licence.pdf'),
    ('5eed0000-0000-4000-c000-000000000002', coastal, 'CA', 'retail', 'C10-0000567-LIC', (today + interval '200 days')::date,
     '5eed0000-0000-4000-a000-000000000003/5eed0000-0000-4000-c000-000000000002/licence.pdf'),
    ('5eed0000-0000-4000-c000-000000000003', coastal, 'OR', 'retail', '050-1004567', (today + interval '25 days')::date,
     '5eed0000-0000-4000-a000-000000000003/5eed0000-0000-4000-c000-000000000003/licence.pdf');
  update public.partner_licences set status = 'approved'
  where id in ('5eed0000-0000-4000-c000-000000000001', '5eed0000-0000-4000-c000-000000000002');

  -- Twenty-two opportunities over the coming 60 days, every type and priority, and a template.
  insert into public.opportunities (
    title, description, location, tour_type, priority, date, duration, group_size, base_rate,
    requirements, preferred_expertise, response_deadline, partners_needed, age_restrictions,
    group_type, experience_level, accessibility, meal_preferences, transportation_needed,
    budget_range, created_by
  )
  select o.title, o.description, o.location, o.tour_type::public.tour_type,
         o.priority::public.opportunity_priority,
         pg_temp.pacific(o.in_days, o.at_hour), o.duration, o.group_size,
         o.base_rate, o.requirements, o.expertise,
         case when o.in_days > 10 then pg_temp.pacific(o.in_days - 5, 0) end,
         o.partners_needed, o.age::public.age_restriction, o.group_type::public.group_type,
         o.level::public.experience_level, o.accessibility, o.meals, o.transport, o.budget, admin_id
  from (values
    ('Sunrise Harvest Farm Tour', 'Walk the rows at first light, see the harvest crew at work and finish with a farm breakfast.', 'Healdsburg, CA', 'farm', 'high', 3, 10, 3, 12, 450.00, array['Cannabis license required', 'Insurance coverage'], array['Outdoor farming', 'Organic growing'], 1, '21+', 'mixed', 'beginner', array['Easy walking paths'], array['Vegetarian'], false, '$400-$600'),
    ('Craft Dispensary Walkthrough', 'Behind the counter of an award-winning craft dispensary: sourcing, curation and compliance.', 'Santa Cruz, CA', 'dispensary', 'regular', 5, 14, 2, 8, 250.00, array['Educational materials'], array['Retail operations'], 1, '21+', 'friends', 'beginner', array['Wheelchair accessible'], array[]::text[], false, '$200-$300'),
    ('Extraction Lab Deep Dive', 'Solventless and hydrocarbon extraction explained by the people who run the machines.', 'Oakland, CA', 'processor', 'high', 7, 11, 4, 6, 600.00, array['Cannabis license required', 'Insurance coverage'], array['Extraction/processing', 'Quality testing'], 1, '21+', 'educational', 'advanced', array[]::text[], array['No meal needed'], true, '$500-$700'),
    ('Boutique Retail Experience', 'A relaxed look at how a boutique shop chooses and presents its products.', 'San Francisco, CA', 'retailer', 'low', 9, 15, 2, 10, 200.00, array[]::text[], array['Retail operations'], 1, '21+', 'couples', 'beginner', array['Wheelchair accessible'], array[]::text[], false, 'under $250'),
    ('Organic Cultivation Workshop', 'Hands-on living-soil workshop: compost teas, cover crops and pest control without chemicals.', 'Sebastopol, CA', 'farm', 'regular', 11, 9, 5, 15, 700.00, array['Educational materials', 'Samples/tastings included'], array['Organic growing', 'Sustainability practices'], 1, '21+', 'educational', 'intermediate', array['Easy walking paths'], array['Vegan', 'Gluten-free'], false, '$600-$800'),
    ('Compliance Essentials Seminar', 'Track-and-trace, packaging and labelling rules for new retail staff.', 'Sacramento, CA', 'dispensary', 'high', 13, 13, 3, 20, 500.00, array['Educational materials'], array['Compliance/regulations'], 1, '21+', 'corporate', 'intermediate', array['Hearing assistance'], array[]::text[], false, '$450-$550'),
    ('Hashmaking Heritage Demo', 'Traditional sieving and pressing, with the history of hash from the Hindu Kush to California.', 'Nevada City, CA', 'processor', 'regular', 15, 16, 3, 8, 550.00, array['Samples/tastings included'], array['Extraction/processing'], 1, '21+', 'friends', 'intermediate', array[]::text[], array['No meal needed'], false, '$500-$600'),
    ('Budtender Training Day', 'A full day of product knowledge and customer care for a retail team.', 'San Jose, CA', 'retailer', 'regular', 17, 10, 6, 12, 650.00, array['Educational materials', 'Multilingual guide'], array['Retail operations', 'Product development'], 1, '21+', 'corporate', 'beginner', array['Wheelchair accessible'], array['Vegetarian'], false, '$600-$700'),
    ('Greenhouse Sustainability Tour', 'Light deprivation, rain capture and solar power in a modern greenhouse.', 'Petaluma, CA', 'farm', 'low', 19, 11, 2, 25, 300.00, array['Photography allowed'], array['Sustainability practices', 'Indoor cultivation'], 1, 'all-ages', 'educational', 'beginner', array['Easy walking paths', 'Wheelchair accessible'], array[]::text[], false, '$250-$350'),
    ('Edibles Kitchen Tour', 'Dosing, infusion and food safety in a licensed edibles kitchen.', 'Los Angeles, CA', 'processor', 'low', 21, 12, 2, 10, 280.00, array['Cannabis license required'], array['Product development', 'Quality testing'], 1, '21+', 'friends', 'beginner', array[]::text[], array['Nut allergies'], false, '$250-$300'),
    ('Corporate Team Retreat at the Farm', 'A day on the farm for a 40-person team: two hosts split the group between fields and drying barn.', 'Healdsburg, CA', 'farm', 'high', 23, 9, 8, 40, 1500.00, array['Insurance coverage', 'Transportation included'], array['Outdoor farming'], 2, '21+', 'corporate', 'mixed', array['Mobility assistance'], array['Vegetarian', 'Vegan', 'Gluten-free'], true, '$1,400-$1,800'),
    ('Terpene Tasting Evening', 'Nose your way through a dozen cultivars and learn what the aromas mean.', 'Santa Cruz, CA', 'dispensary', 'regular', 25, 18, 3, 16, 480.00, array['Samples/tastings included'], array['Product development'], 1, '21+', 'couples', 'beginner', array[]::text[], array['Dairy-free'], false, '$450-$500'),
    ('Lab Testing Behind the Scenes', 'Potency, pesticides and microbials: how a testing lab keeps products honest.', 'Berkeley, CA', 'processor', 'regular', 27, 10, 2, 6, 350.00, array['Cannabis license required'], array['Quality testing'], 1, '21+', 'educational', 'advanced', array['Visual assistance'], array[]::text[], false, '$300-$400'),
    ('Vintage Strains History Walk', 'Heirloom genetics and the stories of the growers who kept them alive.', 'Garberville, CA', 'farm', 'low', 30, 14, 3, 12, 320.00, array['Photography allowed'], array['Outdoor farming'], 1, '21+', 'mixed', 'beginner', array['Easy walking paths'], array[]::text[], false, '$300-$350'),
    ('Dispensary Design & Merchandising', 'Store layout, lighting and display for retail owners planning a remodel.', 'Oakland, CA', 'retailer', 'high', 33, 11, 3, 8, 520.00, array['Educational materials'], array['Retail operations'], 1, '21+', 'corporate', 'intermediate', array['Wheelchair accessible'], array[]::text[], false, '$500-$550'),
    ('Harvest Festival Group Tour', 'The big one: harvest festival access, farm walk and tasting for a group of fifty.', 'Mendocino, CA', 'farm', 'high', 36, 10, 6, 50, 1200.00, array['Insurance coverage', 'Transportation included', 'Samples/tastings included'], array['Outdoor farming', 'Organic growing'], 1, '21+', 'mixed', 'mixed', array['Easy walking paths', 'Service animals welcome'], array['Vegetarian', 'Vegan'], true, '$1,000-$1,400'),
    ('Medical Cannabis Education Session', 'What patients ask most, answered by a pharmacist and a budtender.', 'San Diego, CA', 'dispensary', 'regular', 40, 13, 2, 30, 400.00, array['Educational materials'], array['Product development'], 1, '18+', 'educational', 'beginner', array['Hearing assistance', 'Wheelchair accessible'], array[]::text[], false, '$350-$450'),
    ('Rosin Press Masterclass', 'Press your own rosin under supervision, from flower selection to jar.', 'Nevada City, CA', 'processor', 'high', 43, 15, 4, 10, 800.00, array['Cannabis license required', 'Samples/tastings included'], array['Extraction/processing'], 1, '21+', 'friends', 'advanced', array[]::text[], array['No meal needed'], false, '$700-$900'),
    ('Seed-to-Sale Retail Journey', 'Follow a product from the farm gate to the shelf in one day.', 'Sacramento, CA', 'retailer', 'regular', 47, 10, 5, 14, 600.00, array['Transportation included', 'Educational materials'], array['Retail operations', 'Compliance/regulations'], 1, '21+', 'educational', 'intermediate', array['Mobility assistance'], array['Vegetarian'], true, '$550-$650'),
    ('Couples Wine & Cannabis Pairing', 'An evening pairing local wines with cultivars chosen to match.', 'Napa, CA', 'dispensary', 'low', 51, 17, 3, 12, 450.00, array['Samples/tastings included'], array['Product development'], 1, '21+', 'couples', 'beginner', array[]::text[], array['Gluten-free'], false, '$400-$500'),
    ('Outdoor Grow Photography Tour', 'Golden-hour access to the fields for photographers, with a grower as guide.', 'Healdsburg, CA', 'farm', 'regular', 55, 8, 4, 10, 380.00, array['Photography allowed'], array['Outdoor farming'], 1, '21+', 'friends', 'beginner', array['Easy walking paths'], array[]::text[], false, '$350-$400'),
    ('Retail Compliance Audit Walkthrough', 'A mock state inspection of a working store, with the checklist to take home.', 'Fresno, CA', 'retailer', 'low', 58, 9, 2, 5, 260.00, array['Cannabis license required'], array['Compliance/regulations'], 1, '21+', 'corporate', 'advanced', array[]::text[], array[]::text[], false, '$250-$300')
  ) as o (title, description, location, tour_type, priority, in_days, at_hour, duration, group_size,
          base_rate, requirements, expertise, partners_needed, age, group_type, level,
          accessibility, meals, transport, budget);

  insert into public.opportunity_templates (template_name, title, description, location, tour_type, base_rate, created_by)
  values ('Standard farm tour', 'Standard Farm Tour', 'Three-hour farm visit for up to eight guests.', 'Anywhere, CA', 'farm', 400, admin_id);

  insert into public.opportunity_admin_details (opportunity_id, client_contact, client_email, client_phone, internal_notes)
  values
    (pg_temp.opportunity('Corporate Team Retreat at the Farm'), 'Priya Shah, People Ops', 'priya.shah@acme-retreats.test', '+14155550123', 'Budget approved up to $1,800. Client wants two hosts.'),
    (pg_temp.opportunity('Harvest Festival Group Tour'), 'Mendocino Visitors Bureau', 'events@mendo-visit.test', '+17075550188', 'Bus parking confirmed for two coaches.'),
    (pg_temp.opportunity('Budtender Training Day'), 'Leafly Retail Group', 'training@retailgroup.test', '+14085550111', 'Prefers a bilingual trainer.');

  -- Assignments notify the partners (as an admin's assign_partners() does).
  perform private.add_assignments(pg_temp.opportunity(title), array[partner])
  from (
    values
      ('Organic Cultivation Workshop', green_valley),
      ('Greenhouse Sustainability Tour', green_valley),
      ('Vintage Strains History Walk', green_valley),
      ('Craft Dispensary Walkthrough', coastal),
      ('Terpene Tasting Evening', coastal)
  ) as a (title, partner);

  -- Bids in every state.
  perform pg_temp.bid('Sunrise Harvest Farm Tour', green_valley, 530.00, 'Our harvest crew starts at six; guests can join the first pass.', array['refreshments', 'photos']);
  perform pg_temp.bid('Sunrise Harvest Farm Tour', coastal, 430.00, 'Happy to host with a partner farm nearby.', array[]::text[]);
  perform pg_temp.bid('Craft Dispensary Walkthrough', coastal, 280.00, 'We can open an hour early for the group.', array['materials']);
  perform pg_temp.bid('Extraction Lab Deep Dive', green_valley, 650.00, 'We partner with a licensed lab next door.', array['extended_qa']);
  perform pg_temp.bid('Extraction Lab Deep Dive', coastal, 620.00, 'Our processor partners welcome small groups.', array[]::text[]);
  perform pg_temp.bid('Organic Cultivation Workshop', green_valley, 755.00, 'Living soil is what we do every day.', array['materials', 'refreshments']);
  perform pg_temp.bid('Compliance Essentials Seminar', coastal, 510.00, 'Our compliance lead runs this training monthly.', array[]::text[]);
  perform pg_temp.bid('Compliance Essentials Seminar', green_valley, 530.00, 'We can cover the cultivation side.', array[]::text[]);
  perform pg_temp.bid('Hashmaking Heritage Demo', green_valley, 560.00, 'We press our own hash for the farm stand.', array[]::text[]);
  perform pg_temp.bid('Corporate Team Retreat at the Farm', green_valley, 1575.00, 'The farm can host forty with the barn as base.', array['transportation', 'refreshments']);
  perform pg_temp.bid('Corporate Team Retreat at the Farm', coastal, 1450.00, 'We can run the tasting half of the day.', array[]::text[]);
  perform pg_temp.bid('Budtender Training Day', coastal, 680.00, 'Bilingual trainers available.', array['materials']);
  perform pg_temp.bid('Terpene Tasting Evening', coastal, 505.00, 'Our terpene bar is made for this.', array['refreshments']);

  update public.bids set status = 'shortlisted'
  where id = (select id from public.bids where user_id = coastal and opportunity_id = pg_temp.opportunity('Extraction Lab Deep Dive'));
  update public.bids set status = 'withdrawn'
  where id = (select id from public.bids where user_id = green_valley and opportunity_id = pg_temp.opportunity('Compliance Essentials Seminar'));
  update public.bids set status = 'declined', decline_reason = 'The client asked for a processor on site.'
  where id = (select id from public.bids where user_id = green_valley and opportunity_id = pg_temp.opportunity('Hashmaking Heritage Demo'));
  update public.bids set viewed_at = now() - interval '1 day'
  where opportunity_id in (pg_temp.opportunity('Extraction Lab Deep Dive'), pg_temp.opportunity('Sunrise Harvest Farm Tour'));

  -- Accepted bids become upcoming tours (the competing bid on the first is declined).
  perform public.accept_bid((select id from public.bids where user_id = green_valley and opportunity_id = pg_temp.opportunity('Sunrise Harvest Farm Tour')));
  perform public.accept_bid((select id from public.bids where user_id = coastal and opportunity_id = pg_temp.opportunity('Craft Dispensary Walkthrough')));
  perform public.accept_bid((select id from public.bids where user_id = green_valley and opportunity_id = pg_temp.opportunity('Corporate Team Retreat at the Farm')));

  -- A tour the client called off: the tour and its opportunity end cancelled.
  select * into tour from public.accept_bid((select id from public.bids where user_id = coastal and opportunity_id = pg_temp.opportunity('Budtender Training Day')));
  perform public.cancel_tour(tour.id, 'The client postponed their training to next quarter.');

  -- History: past tours, completed with revenue, rating and feedback. Each is bid on and
  -- accepted while still ahead, then moved to its real date and completed.
  for past in
    select * from (values
      ('Spring Planting Tour', 'farm', 'Healdsburg, CA', 50, green_valley, 420.00, 450.00, 5, 'Wonderful hosts; the group did not want to leave.'),
      ('Dispensary Open House', 'dispensary', 'Santa Cruz, CA', 41, coastal, 300.00, 300.00, 4, 'Informative and friendly. A little crowded.'),
      ('Extraction Safety Walkthrough', 'processor', 'Nevada City, CA', 33, old_mill, 650.00, 700.00, 5, 'Best explanation of extraction we have had.'),
      ('Summer Harvest Preview', 'farm', 'Healdsburg, CA', 20, green_valley, 500.00, 520.00, 4, 'Great tour; lunch ran late.'),
      ('Retail Floor Tour', 'retailer', 'Healdsburg, CA', 8, green_valley, 600.00, 610.00, 5, 'Exactly what our new staff needed.')
    ) as p (title, tour_type, location, days_ago, partner, amount, revenue, rating, feedback)
  loop
    insert into public.opportunities (title, description, location, tour_type, date, base_rate, created_by)
    values (past.title, 'A tour from earlier this season.', past.location, past.tour_type::public.tour_type, now() + interval '1 day', past.amount, admin_id);
    select * into tour from public.accept_bid(pg_temp.bid(past.title, past.partner, past.amount, 'Glad to host.', array[]::text[]));
    update public.opportunities
    set date = pg_temp.pacific(-past.days_ago, 11),
        created_at = today - make_interval(days => past.days_ago + 20)
    where id = tour.opportunity_id;
    update public.bids set created_at = today - make_interval(days => past.days_ago + 15)
    where opportunity_id = tour.opportunity_id;
    update public.tours
    set scheduled_for = pg_temp.pacific(-past.days_ago, 11),
        created_at = today - make_interval(days => past.days_ago + 10)
    where id = tour.id;
    update public.tours set admin_approved = true where id = tour.id;
    -- From before guest lists: the admin's word that nobody was checked in.
    perform public.complete_tour(
      tour.id, past.revenue, past.rating, past.feedback, confirm_no_check_ins => true
    );
    update public.tours set completed_at = scheduled_for + interval '4 hours' where id = tour.id;
    -- The organiser's review of it, as its link recorded it the next day.
    with request as (
      insert into public.review_requests (
        tour_id, reviewer_kind, reviewer_email, reviewer_name, token_hash, expires_at, used_at, created_at
      )
      values (
        tour.id, 'organiser', format('organiser-%s@example.com', left(tour.id::text, 8)), 'Tour organiser',
        encode(extensions.gen_random_bytes(32), 'hex'), now() + interval '30 days',
        pg_temp.pacific(-past.days_ago + 1, 10), pg_temp.pacific(-past.days_ago, 16)
      )
      returning id
    )
    insert into public.reviews (request_id, tour_id, partner_id, reviewer_kind, rating, text, created_at)
    select request.id, tour.id, past.partner, 'organiser', past.rating, past.feedback,
      pg_temp.pacific(-past.days_ago + 1, 10)
    from request;
  end loop;

  -- A guest of the latest of them not yet reviewed: the demo's open review link (/reviews/<token>).
  with latest as (
    select t.id from public.tours t join public.opportunities o on o.id = t.opportunity_id
    where o.title = 'Retail Floor Tour'
  ),
  request as (select gen_random_uuid() as id)
  insert into public.review_requests (id, tour_id, reviewer_kind, reviewer_email, reviewer_name, token_hash, expires_at)
  select request.id, latest.id, 'guest', 'jordan.guest@example.com', 'Jordan Guest',
    private.link_token_hash(private.link_token('review', request.id)), now() + interval '30 days'
  from latest, request;

  -- Agreements with the active documents.
  -- The PDF itself is uploaded from supabase/seed/legal-documents (config.toml objects_path).
  insert into public.legal_documents (id, title, document_type, content, pdf_path, version, requires_signature, requires_attestation, created_by)
  values
    ('5eed0000-0000-4000-b000-000000000001', 'Partner Services Agreement', 'contract',
     'This agreement sets out how tour partners host guests booked through Tour Partner Portal: safety, licensing, insurance, payment terms and cancellations. The signed PDF is the binding version.',
     '5eed0000-0000-4000-b000-000000000001/partner-services-agreement.pdf',
     '2.1', true, false, admin_id),
    ('5eed0000-0000-4000-b000-000000000002', 'Partner Code of Conduct', 'code_of_conduct',
     'Partners treat guests with respect, follow state law on consumption and never sell to guests under 21. Guides stay sober while leading a tour.',
     null, '1.0', false, true, admin_id),
    -- Guests sign it, not partners: it asks no partner's signature or attestation.
    ('5eed0000-0000-4000-b000-000000000003', 'Guest Release of Liability', 'liability_waiver',
     'I take part in this tour at my own risk. I am 21 or older, I will carry a valid photo ID, and I will not drive after tasting.',
     null, '1.0', false, false, admin_id);

  -- The retreat's guests sign that waiver: one listed with an e-mail, mailed their link
  -- (/waivers/<token>), one without, who signs on the partner's phone at check-in.
  insert into public.opportunity_waivers (opportunity_id, document_id)
  values (pg_temp.opportunity('Corporate Team Retreat at the Farm'), '5eed0000-0000-4000-b000-000000000003');
  insert into public.guests (tour_id, name, date_of_birth, email)
  select t.id, g.name, g.date_of_birth::date, g.email
  from public.tours t,
    (values ('Sam Rivera', '1987-03-14', 'sam.rivera@acme-retreats.test'),
            ('Alex Chen', '1992-09-02', null)) as g (name, date_of_birth, email)
  where t.opportunity_id = pg_temp.opportunity('Corporate Team Retreat at the Farm');

  insert into public.user_agreements (user_id, document_id, document_version, agreement_type, ip_address, user_agent, signature_data, attestation_text)
  values
    (green_valley, '5eed0000-0000-4000-b000-000000000001', '', 'signature', '203.0.113.24', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15', 'Maya Green', null),
    (green_valley, '5eed0000-0000-4000-b000-000000000002', '', 'attestation', '203.0.113.24', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15', null, 'I have read and will follow the Partner Code of Conduct.'),
    (coastal, '5eed0000-0000-4000-b000-000000000001', '', 'signature', '198.51.100.7', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0', 'Diego Marin', null);
  update public.user_agreements set signed_at = now() - interval '60 days' where user_id = green_valley;
  update public.user_agreements set signed_at = now() - interval '30 days' where user_id = coastal;

  -- Chat history; the agent's replies notify the partner.
  insert into public.chat_messages (user_id, sender_id, sender_type, message, status, created_at)
  values
    (green_valley, green_valley, 'user', 'Hi! How do I add transportation to my bid?', 'read', now() - interval '3 days 2 hours'),
    (green_valley, admin_id, 'agent', 'Open the opportunity, press Submit Bid and tick "Transportation included" - the total adds the $50 for you.', 'read', now() - interval '3 days 1 hour'),
    (green_valley, green_valley, 'user', 'Perfect, that worked. Thanks!', 'read', now() - interval '3 days'),
    (green_valley, null, 'agent', 'Glad it helped! Anything else I can do for you?', 'delivered', now() - interval '3 days'),
    (coastal, coastal, 'user', 'Can the Craft Dispensary Walkthrough start at 1 PM instead?', 'delivered', now() - interval '5 hours'),
    (coastal, admin_id, 'agent', 'I will check with the client and come back to you today.', 'sent', now() - interval '4 hours');

  insert into public.notifications (user_id, type, data, sent_at)
  select id, 'welcome', '{}', created_at
  from public.users where role = 'partner';
  update public.notifications set is_read = true
  where user_id = green_valley and type in ('welcome', 'assignment', 'chat_reply');

  insert into public.calendar_integrations (user_id, provider, access_token, calendar_id)
  values (green_valley, 'ical', encode(extensions.gen_random_bytes(24), 'hex'), 'tour-partner-portal');
  insert into public.whatsapp_connections (user_id, phone_number, status)
  values (coastal, '+18315550178', 'pending');

  -- The active partners' W-9s (made-up EINs), given as each partner, so their payouts are not
  -- held; the TINs go into Vault as the product's own function puts them there.
  perform set_config('request.jwt.claims',
    jsonb_build_object('sub', green_valley, 'role', 'authenticated', 'aud', 'authenticated')::text, true);
  perform public.save_tax_details('Green Valley Farms LLC', 'Green Valley Farms', 'llc_p', 'ein',
    '81-2345678', '1200 Ridge Road', null, 'Healdsburg', 'CA', '95448', true, 'Maya Green');
  perform set_config('request.jwt.claims',
    jsonb_build_object('sub', coastal, 'role', 'authenticated', 'aud', 'authenticated')::text, true);
  perform public.save_tax_details('Coastal Cannabis Co.', 'Coastal Cannabis Co.', 'c_corporation', 'ein',
    '94-3456789', '88 Pacific Avenue', null, 'Santa Cruz', 'CA', '95060', true, 'Diego Marin');
  perform set_config('request.jwt.claims',
    jsonb_build_object('sub', admin_id, 'role', 'authenticated', 'email', 'admin@tourpartner.test', 'aud', 'authenticated')::text,
    true);

  -- Old Mill stepped away after their last tour.
  update public.users set is_active = false where id = old_mill;
end;
$$;
