-- Guests: the organiser's guest list of a tour, reached by a private link without an
-- account; the waiver an opportunity asks its guests to sign, and their signatures; and the
-- check-in columns of the day.
--
-- Who reads guests (names, dates of birth, contacts): admins; the tour's partner from 24 hours
-- before its start to 24 hours after its end (private.partner_reads_guests); the organiser's
-- link, through the security definer functions below, which the API and the Data API call
-- with the token. Never other partners, never anon directly.
--
-- Links: a guest-list link per tour and a waiver link per guest with an e-mail. Each issue of
-- a link gets a random id; its token (64 hex digits) is that id signed with the mail signing
-- key (private.link_token, 21_email), as a review request's. Only the token's SHA-256 is kept
-- (private tables below), and the queued mail holds only the reference (`linkToken`
-- {purpose, id}), from which the sender signs the token as it sends (claim_emails): no table
-- or outbox row, nor a copy of them, holds a working link. A link
-- works until 7 days after its tour's start; an admin revokes or resends (a new token, the old
-- one dead) a guest-list link. Each use of a link is counted: at most LINK_REQUESTS_PER_WINDOW
-- per 10 minutes (TP429), so a leaked link cannot be hammered.
--
-- Errors: P0002 no such link (404); TP310 the link expired, TP311 it was revoked (410);
-- TP312 the tour is cancelled and takes no more guests; TP313 the list has the tour's group
-- size; TP316 the waiver is signed already or none applies (409); TP314 a date of birth
-- in the future or before 1900, TP317 a signature that is not the guest's name, TP318 a
-- document that is not an active liability waiver (400, under their fields).
--
-- Triggers: guests: check_guest, normalize_contacts, set_updated_at, stamp_guest (before insert
-- or update), mail_waiver_link (after insert), mail_waiver_link_to_new_address (after a change
-- of email); opportunity_waivers:
-- check_opportunity_waiver; admin_settings: check_default_waiver (before insert or update of
-- value, the `waivers.default_document_id` key); waiver_signatures: check_waiver_signature, stamp_request_evidence,
-- stamp_waiver_signer (before insert).

-- ============================================================================================
-- Types
-- ============================================================================================
create type public.guest_id_type as enum ('drivers_licence', 'state_id', 'passport', 'military_id');
-- Who put a guest on the list: the organiser's link, an admin, or the partner at the door.
create type public.guest_source as enum ('organiser', 'admin', 'partner');

-- ============================================================================================
-- Reading guests: the partner's window
-- ============================================================================================
/**
 * Whether the current user runs `tour_id` (its business's owner or a manager, or its guide:
 * private.runs_tour) and `at` lies within 24 hours before its
 * start to 24 hours after its end (a cancelled tour: never). `at` is an argument so that tests
 * choose the moment.
 */
create function private.partner_reads_guests(tour_id uuid, at timestamptz default now())
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.tours t
    join public.opportunities o on o.id = t.opportunity_id
    where t.id = tour_id
      and private.runs_tour(t.partner_id, t.guide_id)
      and t.status <> 'cancelled'
      and at >= t.scheduled_for - interval '24 hours'
      and at <= t.scheduled_for + make_interval(hours => o.duration) + interval '24 hours'
  )
$$;
grant execute on function private.partner_reads_guests(uuid, timestamptz) to authenticated, service_role;

-- ============================================================================================
-- guests
-- ============================================================================================
create table public.guests (
  id uuid primary key default gen_random_uuid(),
  tour_id uuid not null references public.tours (id) on delete cascade,
  name text not null
    constraint guests_name_present check (btrim(name) <> '')
    constraint guests_name_length check (char_length(name) <= 200),
  -- Null only once the retention job reduced it to verified_21_plus.
  date_of_birth date,
  -- An address, at most 254 bytes (guestSchema's bound; counted in bytes, it is no text limit).
  email text constraint guests_email_format
    check (octet_length(email) <= 254 and email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text constraint guests_phone_format check (phone ~ '^\+?[1-9][0-9]{0,15}$'),
  added_via public.guest_source not null default 'organiser',
  -- The admin or partner who added the guest; null for the organiser's link.
  added_by uuid references public.users (id) on delete set null,
  walk_in boolean not null default false,
  -- Check-in on the day: who checked the guest in, when, and the kind of ID seen (never an
  -- image or a number of it); or when they were marked a no-show.
  checked_in_at timestamptz,
  checked_in_by uuid references public.users (id) on delete set null,
  id_type public.guest_id_type,
  no_show_at timestamptz,
  -- Retention: when the contacts were deleted and the date of birth reduced to this fact.
  verified_21_plus boolean,
  reduced_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint guests_date_of_birth_kept check (date_of_birth is not null or reduced_at is not null),
  constraint guests_check_in_complete check ((checked_in_at is null) = (id_type is null)),
  constraint guests_checked_in_or_no_show check (checked_in_at is null or no_show_at is null)
);
alter table public.guests enable row level security;
revoke all on public.guests from anon;
revoke insert, update, truncate, references, trigger on public.guests from authenticated;

-- ============================================================================================
-- Column privileges
-- ============================================================================================
-- What an admin's form sends; added_via and added_by are stamped (stamp_guest). The check-in
-- columns are written by the check-in commands, not by a client's own update.
grant insert (tour_id, name, date_of_birth, email, phone, walk_in) on public.guests to authenticated;
grant update (name, date_of_birth, email, phone) on public.guests to authenticated;

create index guests_tour_id_idx on public.guests (tour_id, created_at);
create index guests_added_by_idx on public.guests (added_by);
create index guests_checked_in_by_idx on public.guests (checked_in_by);

create trigger set_updated_at
  before update on public.guests
  for each row execute function private.set_updated_at();

/**
 * Who added a guest is the server's word: a client (an admin, a partner) is recorded as such;
 * the organiser's link (security definer functions) writes added_via itself. Runs as the
 * caller, so that it tells a client from the product.
 */
create function private.stamp_guest()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_request() and tg_op = 'INSERT' then
    new.added_by := (select auth.uid());
    new.added_via := case when private.is_admin() then 'admin' else 'partner' end;
  elsif tg_op = 'UPDATE' then
    new.added_by := old.added_by;
    new.added_via := old.added_via;
  end if;
  return new;
end;
$$;

create trigger stamp_guest
  before insert or update on public.guests
  for each row execute function private.stamp_guest();

/**
 * A guest's name and contacts as the list keeps them, whoever writes: trimmed, a blank contact
 * as none, the phone as its digits (private.normalize_phone, as users' phones).
 */
create function private.normalize_guest_contacts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.name := btrim(new.name);
  new.email := nullif(btrim(new.email), '');
  new.phone := nullif(private.normalize_phone(new.phone), '');
  return new;
end;
$$;
revoke all on function private.normalize_guest_contacts() from public;

create trigger normalize_contacts
  before insert or update of name, email, phone on public.guests
  for each row execute function private.normalize_guest_contacts();

/**
 * The list's rules, whatever its door: a cancelled tour takes no new guests (TP312), a list
 * holds at most the tour's group size (TP313, counted under a lock on the tour, so two
 * organisers' tabs cannot both add the last place), and a date of birth is a real one, not
 * after today on the tour's clock (TP314). Security definer: a partner's walk-in locks a
 * tour they cannot update.
 */
create function private.check_guest()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  tour public.tours;
  opportunity public.opportunities;
  listed integer;
begin
  select * into tour from public.tours t where t.id = new.tour_id for update;
  if not found then
    return new; -- the foreign key reports it
  end if;
  select * into opportunity from public.opportunities o where o.id = tour.opportunity_id;
  if tg_op = 'INSERT' or new.tour_id <> old.tour_id then
    if tour.status = 'cancelled' then
      raise exception 'this tour was cancelled and takes no more guests' using errcode = 'TP312';
    end if;
    select count(*) into listed from public.guests g where g.tour_id = new.tour_id;
    if listed >= opportunity.group_size then
      raise exception 'the guest list is full: this tour is for % guests', opportunity.group_size
        using errcode = 'TP313';
    end if;
  end if;
  if new.date_of_birth is not null and new.date_of_birth is distinct from old.date_of_birth
    and (new.date_of_birth < date '1900-01-01'
      or new.date_of_birth > (now() at time zone opportunity.time_zone)::date) then
    raise exception 'please enter a real date of birth, not in the future'
      using errcode = 'TP314', column = 'date_of_birth';
  end if;
  return new;
end;
$$;
revoke all on function private.check_guest() from public;

create trigger check_guest
  before insert or update of tour_id, date_of_birth on public.guests
  for each row execute function private.check_guest();

-- ============================================================================================
-- Policies: guests
-- ============================================================================================
create policy "only active users reach guests"
  on public.guests as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "the tour's partner reads its guests around the tour and admins read all"
  on public.guests for select to authenticated
  using ((select private.is_admin()) or private.partner_reads_guests(tour_id));

-- One insert policy (one permissive policy per action): admins, and the tour's partner adding
-- a walk-in at the door around the tour (26_check_in.sql).
create policy "admins add guests and the tour's partner walk-ins around the tour"
  on public.guests for insert to authenticated
  with check ((select private.is_admin()) or (walk_in and private.partner_reads_guests(tour_id)));

create policy "admins edit guests"
  on public.guests for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "admins remove guests"
  on public.guests for delete to authenticated
  using ((select private.is_admin()));

-- ============================================================================================
-- opportunity_waivers: the liability waiver an opportunity's guests sign
-- ============================================================================================
create table public.opportunity_waivers (
  opportunity_id uuid primary key references public.opportunities (id) on delete cascade,
  document_id uuid not null references public.legal_documents (id) on delete cascade,
  updated_at timestamptz not null default now()
);
alter table public.opportunity_waivers enable row level security;
revoke all on public.opportunity_waivers from anon;
revoke insert, update, truncate, references, trigger on public.opportunity_waivers from authenticated;

grant insert (opportunity_id, document_id) on public.opportunity_waivers to authenticated;
grant update (document_id) on public.opportunity_waivers to authenticated;

create index opportunity_waivers_document_id_idx on public.opportunity_waivers (document_id);

create trigger set_updated_at
  before update on public.opportunity_waivers
  for each row execute function private.set_updated_at();

/** An opportunity names an active liability waiver (TP318, under documentId). */
create function private.check_opportunity_waiver()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.legal_documents d
    where d.id = new.document_id and d.is_active and d.document_type = 'liability_waiver'
      and (d.expires_at is null or d.expires_at > now())
  ) then
    raise exception 'choose an active liability waiver' using errcode = 'TP318', column = 'document_id';
  end if;
  return new;
end;
$$;
revoke all on function private.check_opportunity_waiver() from public;

create trigger check_opportunity_waiver
  before insert or update of document_id on public.opportunity_waivers
  for each row execute function private.check_opportunity_waiver();

/**
 * The platform's default waiver (`waivers.default_document_id`, 14_admin_settings) is an
 * active liability waiver, or none (TP318, under the settings form's defaultWaiverDocumentId).
 */
create function private.check_default_waiver()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.value <> 'null' and not exists (
    select 1 from public.legal_documents d
    where d.id = (new.value #>> '{}')::uuid and d.is_active
      and d.document_type = 'liability_waiver'
      and (d.expires_at is null or d.expires_at > now())
  ) then
    raise exception 'choose an active liability waiver'
      using errcode = 'TP318', column = 'default_waiver_document_id';
  end if;
  return new;
end;
$$;
revoke all on function private.check_default_waiver() from public;

create trigger check_default_waiver
  before insert or update of value on public.admin_settings
  for each row when (new.key = 'waivers.default_document_id')
  execute function private.check_default_waiver();

create policy "only active users reach opportunity waivers"
  on public.opportunity_waivers as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "partners read the waivers of opportunities they read and admins read all"
  on public.opportunity_waivers for select to authenticated
  using (exists (select 1 from public.opportunities o where o.id = opportunity_id));

create policy "admins name waivers"
  on public.opportunity_waivers for insert to authenticated
  with check ((select private.is_admin()));

create policy "admins change waivers"
  on public.opportunity_waivers for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "admins remove waivers"
  on public.opportunity_waivers for delete to authenticated
  using ((select private.is_admin()));

/**
 * The waiver in force for an opportunity's guests: the one it names, else the platform default
 * (the `waivers.default_document_id` setting), followed to its current version (a new version
 * retires the one named); null when neither names an active liability waiver.
 */
create function private.tour_waiver_document(opportunity_id uuid)
returns public.legal_documents
language sql
stable
security definer
set search_path = ''
as $$
  with named as (
    select d.* from public.legal_documents d
    where d.id = coalesce(
      (select w.document_id from public.opportunity_waivers w
       where w.opportunity_id = tour_waiver_document.opportunity_id),
      (select (private.admin_setting('waivers.default_document_id') #>> '{}')::uuid)
    )
  )
  select d.* from public.legal_documents d, named n
  where d.is_active and d.document_type = 'liability_waiver'
    and (d.expires_at is null or d.expires_at > now())
    and d.document_type = n.document_type and lower(btrim(d.title)) = lower(btrim(n.title))
  order by d.id = n.id desc, d.created_at desc
  limit 1
$$;
grant execute on function private.tour_waiver_document(uuid) to authenticated, service_role;

-- ============================================================================================
-- waiver_signatures: recorded like partners' agreements (user_agreements, 12_legal_documents)
-- ============================================================================================
create table public.waiver_signatures (
  id uuid primary key default gen_random_uuid(),
  guest_id uuid not null references public.guests (id) on delete cascade,
  -- The evidence outlives a retired document: it is never deleted while signatures name it.
  document_id uuid not null references public.legal_documents (id) on delete restrict,
  -- The version signed, copied from the document on insert.
  document_version text not null default '',
  signed_at timestamptz not null default now(),
  signature_name text not null
    constraint waiver_signatures_signature_name_length check (char_length(signature_name) <= 200),
  ip_address text constraint waiver_signatures_ip_address_length check (char_length(ip_address) <= 100),
  user_agent text constraint waiver_signatures_user_agent_length check (char_length(user_agent) <= 500),
  -- On the partner's phone at check-in (a guest without an e-mail), recorded by that partner;
  -- otherwise from the guest's own link.
  signed_in_person boolean not null default false,
  recorded_by uuid references public.users (id) on delete set null,
  constraint waiver_signatures_once_per_version unique (guest_id, document_id, document_version)
);
alter table public.waiver_signatures enable row level security;
revoke all on public.waiver_signatures from anon;
revoke insert, update, truncate, references, trigger on public.waiver_signatures from authenticated;

-- An in-person signature: version, time, evidence and recorder are the server's.
grant insert (guest_id, document_id, signature_name) on public.waiver_signatures to authenticated;

create index waiver_signatures_document_id_idx on public.waiver_signatures (document_id);
create index waiver_signatures_recorded_by_idx on public.waiver_signatures (recorded_by);

/**
 * A signature is of the waiver in force for the guest's tour (TP318), once (TP316), and is the
 * guest's name, case and spaces aside (TP317). Version and time are the server's. Security
 * definer: the partner reads the document and the tour past their own policies.
 */
create function private.check_waiver_signature()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  guest public.guests;
  document public.legal_documents;
begin
  select * into guest from public.guests g where g.id = new.guest_id;
  if not found then
    return new; -- the foreign key reports it
  end if;
  select w.* into document
  from public.tours t, lateral private.tour_waiver_document(t.opportunity_id) w
  where t.id = guest.tour_id;
  if document.id is null or document.id <> new.document_id then
    raise exception 'choose an active liability waiver' using errcode = 'TP318', column = 'document_id';
  end if;
  if exists (
    select 1 from public.waiver_signatures s
    where s.guest_id = new.guest_id and s.document_id = document.id and s.document_version = document.version
  ) then
    raise exception '% has signed this waiver already', guest.name using errcode = 'TP316';
  end if;
  if lower(regexp_replace(coalesce(new.signature_name, ''), '\s+', '', 'g'))
    <> lower(regexp_replace(guest.name, '\s+', '', 'g')) then
    raise exception 'please type your full name as on the guest list: %', guest.name
      using errcode = 'TP317', column = 'signature_name';
  end if;
  new.signature_name := btrim(new.signature_name);
  new.document_version := document.version;
  new.signed_at := now();
  return new;
end;
$$;
revoke all on function private.check_waiver_signature() from public;

create trigger check_waiver_signature
  before insert on public.waiver_signatures
  for each row execute function private.check_waiver_signature();

/**
 * A client's insert is an in-person signature, recorded by the caller; the guest's own link
 * (sign_waiver, the product's write) is not. Runs as the caller, so it tells the two apart.
 */
create function private.stamp_waiver_signer()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.signed_in_person := private.is_client_request();
  new.recorded_by := case when private.is_client_request() then (select auth.uid()) end;
  return new;
end;
$$;

create trigger stamp_waiver_signer
  before insert on public.waiver_signatures
  for each row execute function private.stamp_waiver_signer();

create trigger stamp_request_evidence
  before insert on public.waiver_signatures
  for each row execute function private.stamp_request_evidence();

create policy "only active users reach waiver signatures"
  on public.waiver_signatures as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "the tour's partner reads its guests' signatures around the tour and admins read all"
  on public.waiver_signatures for select to authenticated
  using (exists (select 1 from public.guests g where g.id = guest_id));

create policy "the tour's partner records an in-person signature around the tour and admins any"
  on public.waiver_signatures for insert to authenticated
  with check (exists (select 1 from public.guests g where g.id = guest_id));

create policy "admins remove waiver signatures"
  on public.waiver_signatures for delete to authenticated
  using ((select private.is_admin()));

-- ============================================================================================
-- Links: tokens (hashes only) and their use
-- ============================================================================================
create table private.guest_list_links (
  tour_id uuid primary key references public.tours (id) on delete cascade,
  token_hash text not null unique,
  sent_to text not null,
  issued_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_by uuid references public.users (id) on delete set null
);
alter table private.guest_list_links enable row level security;
revoke all on private.guest_list_links from public;

create table private.waiver_links (
  guest_id uuid primary key references public.guests (id) on delete cascade,
  token_hash text not null unique,
  sent_to text not null,
  issued_at timestamptz not null default now()
);
alter table private.waiver_links enable row level security;
revoke all on private.waiver_links from public;

-- Each use of a link, for its rate limit; rows older than the window are deleted as it counts.
create table private.link_requests (
  token_hash text not null,
  at timestamptz not null default now()
);
alter table private.link_requests enable row level security;
revoke all on private.link_requests from public;
create index link_requests_token_hash_at_idx on private.link_requests (token_hash, at);



/**
 * Counts one use of a link and refuses it past 300 uses in 10 minutes (TP429, with the seconds
 * to wait), more than an organiser filling a list of 50 needs.
 */
create function private.count_link_request(token_hash text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent timestamptz[];
begin
  perform pg_advisory_xact_lock(hashtextextended(token_hash, 0));
  delete from private.link_requests r
  where r.token_hash = count_link_request.token_hash and r.at <= now() - interval '10 minutes';
  recent := array(
    select r.at from private.link_requests r
    where r.token_hash = count_link_request.token_hash
    order by r.at desc limit 300
  );
  perform private.raise_when_over_limit(
    recent, row('link_requests', 300, interval '10 minutes', 'requests with this link')::private.rate_limits
  );
  insert into private.link_requests (token_hash) values (token_hash);
end;
$$;

-- ============================================================================================
-- The guest list's link: issued when a tour is awarded, mailed to the client's e-mail
-- ============================================================================================
/**
 * Issues a new link to `tour_id`'s guest list (any earlier one stops working) and mails it to
 * the opportunity's client e-mail. Returns false when the opportunity has no client e-mail.
 */
create function private.issue_guest_list_link(tour_id uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- This issue of the link: a resend is a new one, so the earlier token stops working.
  issue uuid := gen_random_uuid();
  tour public.tours;
  opportunity public.opportunities;
  client public.opportunity_admin_details;
begin
  select * into tour from public.tours t where t.id = issue_guest_list_link.tour_id;
  select * into opportunity from public.opportunities o where o.id = tour.opportunity_id;
  select * into client from public.opportunity_admin_details d where d.opportunity_id = opportunity.id;
  if client.client_email is null then
    return false;
  end if;
  insert into private.guest_list_links (tour_id, token_hash, sent_to)
  values (tour.id, private.link_token_hash(private.link_token('guest_list', issue)), client.client_email)
  on conflict on constraint guest_list_links_pkey do update
  set token_hash = excluded.token_hash, sent_to = excluded.sent_to, issued_at = now(),
    revoked_at = null, revoked_by = null;
  perform private.enqueue_address_email(
    client.client_email,
    coalesce(nullif(btrim(client.client_contact), ''), split_part(client.client_email, '@', 1)),
    'schedule',
    'guest_list_link',
    jsonb_build_object(
      'data', jsonb_build_object(
        'opportunityTitle', opportunity.title,
        'startsAt', tour.scheduled_for,
        'timeZone', opportunity.time_zone,
        'groupSize', opportunity.group_size
      ),
      'linkToken', jsonb_build_object('purpose', 'guest_list', 'id', issue),
      'tourTitle', opportunity.title,
      'tourDate', tour.scheduled_for,
      'timeZone', opportunity.time_zone,
      'location', opportunity.location
    )
  );
  return true;
end;
$$;
revoke all on function private.issue_guest_list_link(uuid) from public;

/**
 * The tour a guest-list token opens, for reading or (`for_write`) changing its list: P0002 for
 * no such link, TP311 revoked, TP310 expired (7 days after the start), TP312 a change to a
 * cancelled tour's list. Counts the use (private.count_link_request).
 */
create function private.guest_list_tour(token text, for_write boolean)
returns public.tours
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  link private.guest_list_links;
  tour public.tours;
begin
  select * into link from private.guest_list_links l where l.token_hash = private.link_token_hash(token);
  if not found then
    raise exception 'this guest list link is not valid' using errcode = 'P0002';
  end if;
  perform private.count_link_request(link.token_hash);
  if link.revoked_at is not null then
    raise exception 'this guest list link was withdrawn; ask the tour''s organiser for a new one'
      using errcode = 'TP311';
  end if;
  select * into tour from public.tours t where t.id = link.tour_id;
  if now() > tour.scheduled_for + interval '7 days' then
    raise exception 'this guest list link has expired: it worked until 7 days after the tour'
      using errcode = 'TP310';
  end if;
  if for_write and tour.status = 'cancelled' then
    raise exception 'this tour was cancelled and takes no more guests' using errcode = 'TP312';
  end if;
  return tour;
end;
$$;
revoke all on function private.guest_list_tour(text, boolean) from public;

/** A guest as the guest list shows it (the one shape of the organiser's and admins' lists). */
create function private.guest_json(guest public.guests)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', guest.id,
    'name', guest.name,
    'dateOfBirth', guest.date_of_birth,
    'email', guest.email,
    'phone', guest.phone,
    'walkIn', guest.walk_in,
    'addedVia', guest.added_via,
    'waiverSignedAt', (
      select max(s.signed_at) from public.waiver_signatures s
      join public.tours t on t.id = guest.tour_id
      cross join lateral private.tour_waiver_document(t.opportunity_id) w
      where s.guest_id = guest.id and s.document_id = w.id and s.document_version = w.version
    ),
    'checkedInAt', guest.checked_in_at,
    'noShowAt', guest.no_show_at
  )
$$;
revoke all on function private.guest_json(public.guests) from public;
grant execute on function private.guest_json(public.guests) to authenticated, service_role;

/**
 * A tour's guest list as its organiser and admins see it: the tour (title, start and its zone,
 * duration, status, group size, meeting place, the partner's business name, never their
 * contacts; the waiver that applies) and its guests.
 */
create function private.guest_list_json(tour public.tours)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'tour', jsonb_build_object(
      'id', tour.id,
      'title', o.title,
      'startsAt', tour.scheduled_for,
      'timeZone', o.time_zone,
      'durationHours', o.duration,
      'status', tour.status,
      'groupSize', o.group_size,
      'ageRestriction', o.age_restrictions,
      'meetingPlace', jsonb_build_object(
        'street', m.street, 'town', o.location, 'state', m.state, 'zip', m.zip,
        'instructions', m.instructions
      ),
      'partnerBusinessName', coalesce(nullif(btrim(p.business_name), ''),
        nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), '')),
      'waiver', (select jsonb_build_object('title', w.title, 'version', w.version)
        from private.tour_waiver_document(o.id) w where w.id is not null),
      'cancellationReason', tour.cancellation_reason
    ),
    'guests', coalesce((
      select jsonb_agg(private.guest_json(g) order by g.created_at, g.id)
      from public.guests g where g.tour_id = tour.id
    ), '[]'::jsonb)
  )
  from public.opportunities o
  join public.users p on p.id = tour.partner_id
  left join public.opportunity_meeting_places m on m.opportunity_id = o.id
  where o.id = tour.opportunity_id
$$;
revoke all on function private.guest_list_json(public.tours) from public;

-- ============================================================================================
-- The organiser's link (anon and signed-in alike: the token is the credential)
-- ============================================================================================
/** GET /api/guest-lists/:token: the tour and its guests (private.guest_list_json). */
create function public.guest_list(token text)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select private.guest_list_json(private.guest_list_tour(token, false))
$$;
revoke all on function public.guest_list(text) from public;
grant execute on function public.guest_list(text) to anon, authenticated, service_role;

/** POST /api/guest-lists/:token/guests: adds a guest (check_guest's rules); returns it. */
create function public.add_guest(
  token text, name text, date_of_birth date, email text default null, phone text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  tour public.tours := private.guest_list_tour(token, true);
  guest public.guests;
begin
  insert into public.guests (tour_id, name, date_of_birth, email, phone, added_via, added_by)
  values (tour.id, name, date_of_birth, email, phone, 'organiser', null)
  returning * into guest;
  return private.guest_json(guest);
end;
$$;
revoke all on function public.add_guest(text, text, date, text, text) from public;
grant execute on function public.add_guest(text, text, date, text, text) to anon, authenticated, service_role;

/** PUT /api/guest-lists/:token/guests/:guestId: a guest of this list only (else P0002). */
create function public.update_guest(
  token text, guest_id uuid, name text, date_of_birth date, email text default null,
  phone text default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  tour public.tours := private.guest_list_tour(token, true);
  guest public.guests;
begin
  update public.guests g
  set name = update_guest.name, date_of_birth = update_guest.date_of_birth,
    email = update_guest.email, phone = update_guest.phone
  where g.id = update_guest.guest_id and g.tour_id = tour.id
  returning * into guest;
  if not found then
    raise exception 'this guest is not on this guest list' using errcode = 'P0002';
  end if;
  return private.guest_json(guest);
end;
$$;
revoke all on function public.update_guest(text, uuid, text, date, text, text) from public;
grant execute on function public.update_guest(text, uuid, text, date, text, text) to anon, authenticated, service_role;

/** DELETE /api/guest-lists/:token/guests/:guestId: a guest of this list only (else P0002). */
create function public.remove_guest(token text, guest_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  tour public.tours := private.guest_list_tour(token, true);
begin
  delete from public.guests g where g.id = remove_guest.guest_id and g.tour_id = tour.id;
  if not found then
    raise exception 'this guest is not on this guest list' using errcode = 'P0002';
  end if;
end;
$$;
revoke all on function public.remove_guest(text, uuid) from public;
grant execute on function public.remove_guest(text, uuid) to anon, authenticated, service_role;

-- ============================================================================================
-- Admins: the link of a tour's list
-- ============================================================================================
/** The state of a tour's guest-list link for an admin (null: none was issued). */
create function public.guest_list_link(tour_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'only admins see guest list links' using errcode = '42501';
  end if;
  return (
    select jsonb_build_object(
      'sentTo', l.sent_to,
      'issuedAt', l.issued_at,
      'revokedAt', l.revoked_at,
      'expiresAt', t.scheduled_for + interval '7 days'
    )
    from private.guest_list_links l join public.tours t on t.id = l.tour_id
    where l.tour_id = guest_list_link.tour_id
  );
end;
$$;
revoke all on function public.guest_list_link(uuid) from public, anon;
grant execute on function public.guest_list_link(uuid) to authenticated, service_role;

/**
 * A tour's guest list as an admin sees it: the organiser's view (private.guest_list_json) and
 * the state of its link. P0002 for no such tour.
 */
create function public.tour_guest_list(tour_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  tour public.tours;
begin
  if not private.is_admin() then
    raise exception 'only admins see every guest list' using errcode = '42501';
  end if;
  select * into tour from public.tours t where t.id = tour_guest_list.tour_id;
  if not found then
    raise exception 'tour not found' using errcode = 'P0002';
  end if;
  return private.guest_list_json(tour) || jsonb_build_object('link', public.guest_list_link(tour.id));
end;
$$;
revoke all on function public.tour_guest_list(uuid) from public, anon;
grant execute on function public.tour_guest_list(uuid) to authenticated, service_role;

/**
 * An admin mails the organiser a new link (the earlier one stops working). TP319 when the
 * opportunity has no client e-mail to send it to.
 */
create function public.resend_guest_list_link(tour_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'only admins resend guest list links' using errcode = '42501';
  end if;
  if not exists (select 1 from public.tours t where t.id = resend_guest_list_link.tour_id) then
    raise exception 'no such tour' using errcode = 'P0002';
  end if;
  if not private.issue_guest_list_link(resend_guest_list_link.tour_id) then
    raise exception 'this opportunity has no client e-mail to send the guest list to'
      using errcode = 'TP319';
  end if;
  return public.guest_list_link(resend_guest_list_link.tour_id);
end;
$$;
revoke all on function public.resend_guest_list_link(uuid) from public, anon;
grant execute on function public.resend_guest_list_link(uuid) to authenticated, service_role;

/** An admin withdraws a tour's guest-list link (TP311 from then on); resending makes a new one. */
create function public.revoke_guest_list_link(tour_id uuid)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'only admins revoke guest list links' using errcode = '42501';
  end if;
  update private.guest_list_links l
  set revoked_at = coalesce(l.revoked_at, now()), revoked_by = coalesce(l.revoked_by, (select auth.uid()))
  where l.tour_id = revoke_guest_list_link.tour_id;
  if not found then
    raise exception 'this tour has no guest list link' using errcode = 'P0002';
  end if;
  return public.guest_list_link(revoke_guest_list_link.tour_id);
end;
$$;
revoke all on function public.revoke_guest_list_link(uuid) from public, anon;
grant execute on function public.revoke_guest_list_link(uuid) to authenticated, service_role;

-- ============================================================================================
-- Waivers: a link per guest with an e-mail
-- ============================================================================================
/**
 * Mails a guest with an e-mail their own link to sign the tour's waiver, when one applies, on
 * being listed and when their address changes (the earlier link stops working). A guest
 * without an e-mail signs in person at check-in.
 */
create function private.mail_waiver_link()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- This issue of the link: a new address gets a new one, so the earlier token stops working.
  issue uuid := gen_random_uuid();
  tour public.tours;
  opportunity public.opportunities;
  waiver public.legal_documents;
begin
  if new.email is null then
    delete from private.waiver_links l where l.guest_id = new.id;
    return null;
  end if;
  select * into tour from public.tours t where t.id = new.tour_id;
  select * into opportunity from public.opportunities o where o.id = tour.opportunity_id;
  waiver := private.tour_waiver_document(opportunity.id);
  if waiver.id is null or tour.status = 'cancelled' then
    return null;
  end if;
  insert into private.waiver_links (guest_id, token_hash, sent_to)
  values (new.id, private.link_token_hash(private.link_token('waiver', issue)), new.email)
  on conflict on constraint waiver_links_pkey do update
  set token_hash = excluded.token_hash, sent_to = excluded.sent_to, issued_at = now();
  perform private.enqueue_address_email(
    new.email,
    new.name,
    'schedule',
    'waiver_link',
    jsonb_build_object(
      'data', jsonb_build_object(
        'opportunityTitle', opportunity.title,
        'waiverTitle', waiver.title,
        'startsAt', tour.scheduled_for,
        'timeZone', opportunity.time_zone
      ),
      'linkToken', jsonb_build_object('purpose', 'waiver', 'id', issue),
      'tourTitle', opportunity.title,
      'tourDate', tour.scheduled_for,
      'timeZone', opportunity.time_zone,
      'location', opportunity.location
    )
  );
  return null;
end;
$$;
revoke all on function private.mail_waiver_link() from public;

create trigger mail_waiver_link
  after insert on public.guests
  for each row
  when (new.email is not null)
  execute function private.mail_waiver_link();

create trigger mail_waiver_link_to_new_address
  after update of email on public.guests
  for each row
  when (new.email is distinct from old.email)
  execute function private.mail_waiver_link();

/** The guest a waiver token names: P0002 none, TP310 expired (7 days after the tour). */
create function private.waiver_guest(token text)
returns public.guests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  link private.waiver_links;
  guest public.guests;
begin
  select * into link from private.waiver_links l where l.token_hash = private.link_token_hash(token);
  if not found then
    raise exception 'this waiver link is not valid' using errcode = 'P0002';
  end if;
  perform private.count_link_request(link.token_hash);
  select * into guest from public.guests g where g.id = link.guest_id;
  if now() > (select t.scheduled_for from public.tours t where t.id = guest.tour_id) + interval '7 days' then
    raise exception 'this waiver link has expired: it worked until 7 days after the tour'
      using errcode = 'TP310';
  end if;
  return guest;
end;
$$;
revoke all on function private.waiver_guest(text) from public;

/**
 * GET /api/waivers/:token: what the guest signs (the waiver's title, version and text), for
 * whom and which tour, and when they signed it (null: not yet). TP316 when none applies now.
 */
create function public.waiver_to_sign(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  guest public.guests := private.waiver_guest(token);
  tour public.tours;
  opportunity public.opportunities;
  waiver public.legal_documents;
begin
  select * into tour from public.tours t where t.id = guest.tour_id;
  select * into opportunity from public.opportunities o where o.id = tour.opportunity_id;
  waiver := private.tour_waiver_document(opportunity.id);
  if waiver.id is null then
    raise exception 'this tour asks for no waiver' using errcode = 'TP316';
  end if;
  return jsonb_build_object(
    'guestName', guest.name,
    'tour', jsonb_build_object(
      'title', opportunity.title, 'startsAt', tour.scheduled_for, 'timeZone', opportunity.time_zone,
      'status', tour.status
    ),
    'waiver', jsonb_build_object(
      'id', waiver.id, 'title', waiver.title, 'version', waiver.version, 'content', waiver.content
    ),
    'signedAt', (
      select s.signed_at from public.waiver_signatures s
      where s.guest_id = guest.id and s.document_id = waiver.id and s.document_version = waiver.version
    )
  );
end;
$$;
revoke all on function public.waiver_to_sign(text) from public;
grant execute on function public.waiver_to_sign(text) to anon, authenticated, service_role;

/**
 * POST /api/waivers/:token {signatureName}: the guest signs the waiver in force, with the
 * request's address and user agent as evidence (check_waiver_signature's rules). Returns the
 * waiver as waiver_to_sign does, now signed.
 */
create function public.sign_waiver(token text, signature_name text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  guest public.guests := private.waiver_guest(token);
  waiver public.legal_documents;
begin
  waiver := private.tour_waiver_document(
    (select t.opportunity_id from public.tours t where t.id = guest.tour_id)
  );
  if waiver.id is null then
    raise exception 'this tour asks for no waiver' using errcode = 'TP316';
  end if;
  insert into public.waiver_signatures (guest_id, document_id, signature_name, ip_address, user_agent)
  values (
    guest.id, waiver.id, sign_waiver.signature_name,
    private.request_client_address(), private.request_user_agent()
  );
  return public.waiver_to_sign(token);
end;
$$;
revoke all on function public.sign_waiver(text, text) from public;
grant execute on function public.sign_waiver(text, text) to anon, authenticated, service_role;
