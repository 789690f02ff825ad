-- Team: the people of a partner's business. The business is the account that signed up, its
-- owner; everything the business holds (licences, bids, tours, agreements, payable lines,
-- payouts, …) keeps carrying the owner's id as `partner_id` / `user_id`, and a member reads and
-- writes those rows as far as their role allows:
--
--   owner       everything, the team and the payout details included
--   manager     everything but the team and the payout details (bank account, tax details)
--   guide       only the tours whose guide they are (tour page, Today, check-in, manifest,
--               reminders, their own calendar feed); no bids, opportunities or earnings
--   bookkeeper  Earnings, statements, payable lines and payouts (and the W-9)
--
-- Every policy and command asks the helpers below, never `partner_id = auth.uid()`:
-- private.business_id() (the caller's business, any role), private.business_id_as(roles) (the
-- caller's business when they hold one of `roles` in it), private.has_team_role(partner, roles).
-- Policies wrap them as `(select …)` so Postgres computes them once per statement.
--
-- An account is a business when it has its owner row: every partner account gets one when it is
-- created (and today's partners got theirs in the migration that made this table). Accepting
-- an invite deletes the accepting account's own owner row (it holds nothing), so a member
-- account, while a member and after its removal, is never a business: never matched, listed or
-- counted as a partner (private.is_business).
--
-- Rows are written only by the commands (83_team_commands.sql): no client holds a write
-- privilege. The invite link's token is kept only as its SHA-256 (token_hash), unreadable to
-- clients.
--
-- Triggers: users: give_partner_a_business (after insert or update of role).

-- ============================================================================================
-- Types
-- ============================================================================================
create type public.team_role as enum ('owner', 'manager', 'guide', 'bookkeeper');

-- ============================================================================================
-- team_members
-- ============================================================================================
create table public.team_members (
  id uuid primary key default gen_random_uuid(),
  -- The business: its owner's users.id.
  partner_id uuid not null references public.users (id) on delete cascade,
  -- The person, once the invite is accepted; the owner's row is the owner from the start.
  user_id uuid references public.users (id) on delete cascade,
  -- Where the invite went (lower case); the owner's row keeps the address it was made with.
  email text
    constraint team_members_email_length check (char_length(email) <= 254)
    constraint team_members_email_lower check (email = lower(email)),
  role public.team_role not null,
  -- SHA-256 of the invite link's token (private.link_token), null once accepted.
  token_hash text unique,
  token_expires_at timestamptz,
  invited_by uuid references public.users (id) on delete set null,
  invited_at timestamptz not null default now(),
  accepted_at timestamptz,
  constraint team_members_owner_is_the_business
    check ((role = 'owner') = (user_id is not distinct from partner_id)),
  constraint team_members_accepted_has_person check ((user_id is null) = (accepted_at is null)),
  constraint team_members_invite_has_address check (user_id is not null or email is not null)
);
alter table public.team_members enable row level security;
revoke all on public.team_members from anon;
revoke insert, update, delete, truncate, references, trigger on public.team_members from authenticated;
-- The token's hash stays in the database: a client reads every other column.
revoke select on public.team_members from authenticated;
grant select (
  id, partner_id, user_id, email, role, token_expires_at, invited_by, invited_at, accepted_at
) on public.team_members to authenticated;

comment on table public.team_members is
  'The people of a business (partner_id = the owner''s users.id): its owner row and each invited member, pending (user_id null) or accepted.';

-- A person belongs to one business; a business has one owner and each address once.
create unique index team_members_user_id_key on public.team_members (user_id);
create unique index team_members_one_owner_key on public.team_members (partner_id) where role = 'owner';
create unique index team_members_partner_id_email_key on public.team_members (partner_id, email);
create index team_members_invited_by_idx on public.team_members (invited_by);

-- ============================================================================================
-- The caller's business and role
-- ============================================================================================

/** The business the caller belongs to (the owner's id), whatever their role; null for none. */
create function private.business_id()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (select m.partner_id from public.team_members m where m.user_id = (select auth.uid()));
end;
$$;
grant execute on function private.business_id() to authenticated, service_role;

/**
 * The caller's business when their role in it is one of `roles`, else null: a policy's
 * `partner_id = (select private.business_id_as('{owner,manager}'))` is one index lookup.
 */
create function private.business_id_as(roles public.team_role[])
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (
    select m.partner_id from public.team_members m
    where m.user_id = (select auth.uid()) and m.role = any (business_id_as.roles)
  );
end;
$$;
grant execute on function private.business_id_as(public.team_role[]) to authenticated, service_role;

/**
 * The caller's membership as GET /api/auth/user shows it (contracts/team.ts TeamMembership),
 * with the business's `profileComplete`; null for none. One call, past RLS: the signed-in
 * profile is read on every page load.
 */
create function private.own_team()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (
    select jsonb_build_object(
      'businessId', m.partner_id, 'businessName', b.business_name, 'role', m.role,
      'profileComplete', b.profile_complete
    )
    from public.team_members m
    join public.users b on b.id = m.partner_id
    where m.user_id = (select auth.uid())
  );
end;
$$;
grant execute on function private.own_team() to authenticated, service_role;

/** Whether the caller has one of `roles` in the business `partner`. */
create function private.has_team_role(partner uuid, roles public.team_role[])
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return coalesce(partner = private.business_id_as(roles), false);
end;
$$;
grant execute on function private.has_team_role(uuid, public.team_role[]) to authenticated, service_role;

/**
 * Whether the caller runs a tour of `partner` whose guide is `guide`: its owner or a manager, or
 * its guide while a guide of the business (the tour page, check-in, the manifest, guests).
 */
create function private.runs_tour(partner uuid, guide uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return coalesce(
    private.has_team_role(partner, '{owner,manager}')
      or (guide = (select auth.uid()) and private.has_team_role(partner, '{guide}')),
    false
  );
end;
$$;
grant execute on function private.runs_tour(uuid, uuid) to authenticated, service_role;

/** Whether `user_id` is a business (has its owner row): a member account never is. */
create function private.is_business(user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.team_members m where m.partner_id = is_business.user_id and m.role = 'owner'
  )
$$;
grant execute on function private.is_business(uuid) to authenticated, service_role;

/**
 * "First Last" of `person` when they are of the caller's business (or the caller is an admin),
 * else null: the team list and a tour's guide name teammates whose profiles RLS keeps private.
 */
create function private.team_member_name(person uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (
    select nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), '')
    from public.users u
    where u.id = team_member_name.person
      and (
        exists (
          select 1 from public.team_members m
          where m.user_id = u.id and m.partner_id = private.business_id()
        )
        or private.is_admin()
      )
  );
end;
$$;
grant execute on function private.team_member_name(uuid) to authenticated, service_role;

-- ============================================================================================
-- Every partner account is a business
-- ============================================================================================

/**
 * Gives a partner account its owner row when it is created or made a partner, and takes it
 * from an account made admin or client while the business has no one else. A member's account
 * (a membership of another business) is left as it is.
 */
create function private.give_partner_a_business()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.role = 'partner' then
    insert into public.team_members (partner_id, user_id, email, role, invited_at, accepted_at)
    select new.id, new.id, lower(new.email), 'owner', new.created_at, new.created_at
    where not exists (select 1 from public.team_members m where m.user_id = new.id);
  else
    delete from public.team_members m
    where m.user_id = new.id and m.role = 'owner'
      and not exists (select 1 from public.team_members o where o.partner_id = new.id and o.role <> 'owner');
  end if;
  return null;
end;
$$;

create trigger give_partner_a_business
  after insert or update of role on public.users
  for each row execute function private.give_partner_a_business();

-- ============================================================================================
-- Policies
-- ============================================================================================
create policy "only active users reach the team"
  on public.team_members as restrictive for select to authenticated
  using ((select private.is_active_user()));

create policy "owners read their team, members their own row, admins every team"
  on public.team_members for select to authenticated
  using (
    partner_id = (select private.business_id_as('{owner}'))
    or user_id = (select auth.uid())
    or (select private.is_admin())
  );

-- A member sees the business's profile (its name, whether it is complete): 02_users.sql's own
-- policy lets each person read only their own row.
create policy "members read their business's profile"
  on public.users for select to authenticated
  using (id = (select private.business_id()));
