-- Reviews: after a tour is completed, the people who took it rate it, and the partner's rating
-- is the mean of those reviews.
--
-- Completing a tour (complete_tour()) asks its organiser (the opportunity's client e-mail) and its checked-in
-- guests with an e-mail for one review each (private.request_reviews): a review request per
-- person and tour, mailed with a private link, /reviews/<token>. The token is the signature of
-- the request's id (private.link_token, made again when the mail is sent), so no table holds
-- it; the request keeps its hash to be found by. A link takes one review and expires
-- (REVIEW_LINK_DAYS after the request). People without an account reach it only through
-- public.review_request_details() and public.submit_review(), which the API calls with the
-- token.
--
-- The partner reads their own visible reviews and replies once, publicly; an admin hides a
-- review with a reason (audited) and may show it again. The partner's users.rating and
-- users.review_count are the mean and the count of the visible reviews, kept by trigger.
-- The rating an admin types when completing a tour (tours.rating) is the admin's own note.
--
-- Triggers: reviews: guard_review_change (before update: reply once by the partner, hiding by
-- an admin, their stamps), refresh_partner_rating (after insert, delete or update of
-- hidden_reason), record_audit ('review'). complete_tour() (80_tour_commands.sql) calls request_reviews.

-- ============================================================================================
-- Types
-- ============================================================================================
/** Who a review request went to: the tour's organiser, or one of its guests. */
create type public.reviewer_kind as enum ('organiser', 'guest');

-- ============================================================================================
-- review_requests
-- ============================================================================================
create table public.review_requests (
  id uuid primary key default gen_random_uuid(),
  tour_id uuid not null references public.tours (id) on delete cascade,
  reviewer_kind public.reviewer_kind not null,
  reviewer_email text not null
    constraint review_requests_reviewer_email_format check (reviewer_email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  reviewer_name text
    constraint review_requests_reviewer_name_length check (char_length(reviewer_name) <= 200),
  -- SHA-256 (hex) of the link token, never the token.
  token_hash text not null unique,
  expires_at timestamptz not null,
  -- When its review came: a link takes one.
  used_at timestamptz,
  created_at timestamptz not null default now()
);
alter table public.review_requests enable row level security;
revoke all on public.review_requests from anon;
revoke all on public.review_requests from authenticated;
grant select on public.review_requests to authenticated;

-- One request per person per tour, whatever the case of their address.
create unique index review_requests_tour_id_reviewer_email_key
  on public.review_requests (tour_id, lower(reviewer_email));

create policy "admins read review requests"
  on public.review_requests for select to authenticated
  using ((select private.is_admin()));

-- ============================================================================================
-- reviews
-- ============================================================================================
create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null unique references public.review_requests (id) on delete cascade,
  tour_id uuid not null references public.tours (id) on delete cascade,
  partner_id uuid not null references public.users (id) on delete cascade,
  reviewer_kind public.reviewer_kind not null,
  rating smallint not null constraint reviews_rating_range check (rating between 1 and 5),
  text text constraint reviews_text_length check (char_length(text) between 1 and 2000),
  -- The partner's public answer, once.
  reply text constraint reviews_reply_length check (char_length(reply) <= 2000 and btrim(reply) <> ''),
  replied_at timestamptz,
  -- Hidden by an admin, with the reason; a hidden review leaves the partner's rating.
  hidden_reason text
    constraint reviews_hidden_reason_length
      check (char_length(hidden_reason) <= 500 and btrim(hidden_reason) <> ''),
  hidden_at timestamptz,
  hidden_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reviews_reply_stamped check ((reply is null) = (replied_at is null)),
  constraint reviews_hidden_stamped check ((hidden_reason is null) = (hidden_at is null))
);
alter table public.reviews enable row level security;
revoke all on public.reviews from anon;
revoke all on public.reviews from authenticated;
-- Reviews are written by submit_review(); a partner writes the reply, an admin the reason.
grant select on public.reviews to authenticated;
grant update (reply, hidden_reason) on public.reviews to authenticated;

create index reviews_partner_id_created_at_idx on public.reviews (partner_id, created_at desc);
create index reviews_tour_id_idx on public.reviews (tour_id);
create index reviews_hidden_by_idx on public.reviews (hidden_by);

create trigger set_updated_at
  before update on public.reviews
  for each row execute function private.set_updated_at();

create policy "only active users reach reviews"
  on public.reviews as restrictive for all to authenticated
  using ((select private.is_active_user()))
  with check ((select private.is_active_user()));

create policy "partners read their own visible reviews and admins read all"
  on public.reviews for select to authenticated
  using (
    (partner_id = (select private.business_id_as('{owner,manager}')) and hidden_at is null) or (select private.is_admin())
  );

create policy "partners reply to their own visible reviews and admins update reviews"
  on public.reviews for update to authenticated
  using (
    (partner_id = (select private.business_id_as('{owner,manager}')) and hidden_at is null) or (select private.is_admin())
  )
  with check (partner_id = (select private.business_id_as('{owner,manager}')) or (select private.is_admin()));

/**
 * What a client may change of a review: its partner the reply, once (TP953), and an admin the
 * hidden reason (set: hidden now, by them; cleared: shown again). The stamps are the server's.
 */
create function private.guard_review_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.reply is distinct from old.reply then
    if old.reply is not null then
      raise exception 'this review has a reply already; a review takes one reply'
        using errcode = 'TP953';
    end if;
    if private.is_client_request() and new.partner_id is distinct from private.business_id_as('{owner,manager}') then
      raise exception 'only the partner of the tour replies to its review' using errcode = '42501';
    end if;
    new.reply := btrim(new.reply);
    new.replied_at := now();
  end if;
  if new.hidden_reason is distinct from old.hidden_reason then
    if private.is_client_request() and not private.is_admin() then
      raise exception 'only an administrator hides a review' using errcode = '42501';
    end if;
    new.hidden_reason := nullif(btrim(new.hidden_reason), '');
    new.hidden_at := case when new.hidden_reason is not null then now() end;
    new.hidden_by := case when new.hidden_reason is not null then (select auth.uid()) end;
  end if;
  return new;
end;
$$;
revoke all on function private.guard_review_change() from public;

create trigger guard_review_change
  before update on public.reviews
  for each row execute function private.guard_review_change();

create trigger record_audit
  after insert or update or delete on public.reviews
  for each row execute function private.record_audit('review', 'id', 'reply', 'hidden_reason');

-- ============================================================================================
-- The partner's rating
-- ============================================================================================
/** A partner's rating and review count: the mean and the count of their visible reviews. */
create function private.refresh_partner_rating(partner uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.users u
  set rating = s.rating, review_count = s.reviews
  from (
    select round(avg(r.rating), 2) as rating, count(*)::integer as reviews
    from public.reviews r
    where r.partner_id = partner and r.hidden_at is null
  ) s
  where u.id = partner
    and (u.rating, u.review_count) is distinct from (s.rating, s.reviews)
$$;
revoke all on function private.refresh_partner_rating(uuid) from public;

create function private.refresh_rating_after_review_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_partner_rating(coalesce(new.partner_id, old.partner_id));
  return null;
end;
$$;
revoke all on function private.refresh_rating_after_review_change() from public;

create trigger refresh_partner_rating
  after insert or delete or update of hidden_reason on public.reviews
  for each row execute function private.refresh_rating_after_review_change();

-- ============================================================================================
-- Asking for reviews
-- ============================================================================================
/**
 * Who is asked to review a tour: its organiser (the opportunity's client e-mail and contact)
 * and, once guests are recorded, each checked-in guest with an e-mail. One row per address.
 */
create function private.review_recipients(tour_id uuid)
returns table (reviewer_kind public.reviewer_kind, email text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct on (lower(r.email)) r.reviewer_kind, r.email, r.name
  from (
    select 'organiser'::public.reviewer_kind as reviewer_kind, btrim(d.client_email) as email,
      nullif(btrim(d.client_contact), '') as name, 0 as rank
    from public.tours t
    join public.opportunity_admin_details d on d.opportunity_id = t.opportunity_id
    where t.id = review_recipients.tour_id and nullif(btrim(d.client_email), '') is not null
    union all
    -- Its checked-in guests with an e-mail (24_guests.sql); an organiser who came is asked once.
    select 'guest'::public.reviewer_kind, btrim(g.email), g.name, 1
    from public.guests g
    where g.tour_id = review_recipients.tour_id and g.checked_in_at is not null
      and nullif(btrim(g.email), '') is not null
  ) r
  order by lower(r.email), r.rank
$$;
revoke all on function private.review_recipients(uuid) from public;

/** How long a review link stays valid after it was sent (REVIEW_LINK_DAYS in the contracts). */
create function private.review_link_days()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 30
$$;

/**
 * Asks each of a completed tour's review recipients (private.review_recipients) once: a review
 * request and its mail (category reviews, through the outbox). A person asked before is not
 * asked again. Returns how many were asked.
 */
create function private.request_reviews(tour_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  tour record;
  recipient record;
  request uuid;
  asked integer := 0;
begin
  select t.id, t.opportunity_id, o.title, t.scheduled_for, o.time_zone,
    coalesce(nullif(btrim(p.business_name), ''), concat_ws(' ', p.first_name, p.last_name)) as partner_name
  into tour
  from public.tours t
  join public.opportunities o on o.id = t.opportunity_id
  join public.users p on p.id = t.partner_id
  where t.id = request_reviews.tour_id and t.status = 'completed';
  if not found then
    return 0;
  end if;
  for recipient in select * from private.review_recipients(tour.id) loop
    request := gen_random_uuid();
    insert into public.review_requests (
      id, tour_id, reviewer_kind, reviewer_email, reviewer_name, token_hash, expires_at
    )
    values (
      request, tour.id, recipient.reviewer_kind, recipient.email, recipient.name,
      private.link_token_hash(private.link_token('review', request)),
      now() + make_interval(days => private.review_link_days())
    )
    on conflict (tour_id, lower(reviewer_email)) do nothing;
    continue when not found;
    perform private.enqueue_address_email(
      recipient.email,
      recipient.name,
      'reviews',
      'review_request',
      private.email_tour_facts(tour.opportunity_id) || jsonb_build_object(
        'data', jsonb_build_object(
          'tourId', tour.id, 'opportunityTitle', tour.title, 'partnerName', tour.partner_name,
          'startsAt', tour.scheduled_for, 'timeZone', tour.time_zone
        ),
        'linkToken', jsonb_build_object('purpose', 'review', 'id', request)
      ),
      'review_request:' || request
    );
    asked := asked + 1;
  end loop;
  return asked;
end;
$$;
revoke all on function private.request_reviews(uuid) from public;
grant execute on function private.request_reviews(uuid) to service_role;

-- ============================================================================================
-- The review link (what the API calls with the token, for people without an account)
-- ============================================================================================
/**
 * The request a review link's token stands for, locked when `for_update`: P0002 when no
 * request has it, TP951 when its review came already, TP952 when it has expired.
 */
create function private.open_review_request(token text, for_update boolean default false)
returns public.review_requests
language plpgsql
security definer
set search_path = ''
as $$
declare
  request public.review_requests;
begin
  if for_update then
    select * into request from public.review_requests r
    where r.token_hash = private.link_token_hash(token) for update;
  else
    select * into request from public.review_requests r
    where r.token_hash = private.link_token_hash(token);
  end if;
  if not found then
    raise exception 'this review link is not valid; check that it was copied whole'
      using errcode = 'P0002';
  end if;
  if request.used_at is not null then
    raise exception 'this review link has been used: each link takes one review, and yours came in'
      using errcode = 'TP951';
  end if;
  if request.expires_at <= now() then
    raise exception 'this review link expired on %',
      to_char(request.expires_at at time zone 'UTC', 'FMMonth FMDD, YYYY')
      using errcode = 'TP952';
  end if;
  return request;
end;
$$;
revoke all on function private.open_review_request(text, boolean) from public;

/**
 * What a review page shows of its tour: the title, the start and the zone it is told in, the
 * partner's business name, and whom the link is for. Errors as private.open_review_request.
 */
create function public.review_request_details(token text)
returns table (
  tour_title text,
  starts_at timestamptz,
  time_zone text,
  partner_name text,
  reviewer_kind public.reviewer_kind,
  reviewer_name text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  request public.review_requests := private.open_review_request(token);
begin
  return query
  select o.title, t.scheduled_for, o.time_zone,
    coalesce(nullif(btrim(p.business_name), ''), concat_ws(' ', p.first_name, p.last_name)),
    request.reviewer_kind, request.reviewer_name
  from public.tours t
  join public.opportunities o on o.id = t.opportunity_id
  join public.users p on p.id = t.partner_id
  where t.id = request.tour_id;
end;
$$;
revoke all on function public.review_request_details(text) from public;
grant execute on function public.review_request_details(text) to anon, authenticated, service_role;

/**
 * Records the review a link's token stands for, `rating` 1 to 5 and an optional text, and uses
 * the link up; under the request's lock, so two sends of one link make one review. Errors as
 * private.open_review_request; a rating or text out of bounds breaks the table's checks.
 */
create function public.submit_review(token text, rating integer, text text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  request public.review_requests := private.open_review_request(token, true);
  written uuid;
begin
  insert into public.reviews (request_id, tour_id, partner_id, reviewer_kind, rating, text)
  select request.id, t.id, t.partner_id, request.reviewer_kind, submit_review.rating,
    nullif(btrim(submit_review.text), '')
  from public.tours t
  where t.id = request.tour_id
  returning id into written;
  update public.review_requests r set used_at = now() where r.id = request.id;
  return written;
end;
$$;
revoke all on function public.submit_review(text, integer, text) from public;
grant execute on function public.submit_review(text, integer, text) to anon, authenticated, service_role;
