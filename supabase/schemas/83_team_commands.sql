-- The team's commands (03_team.sql holds the table and the helpers): the owner invites, resends,
-- changes a role and removes; the invited person reads the invite and accepts it; the owner or
-- a manager gives a scheduled tour its guide. Each is one function that reads top to bottom.
--
-- The invite link: each issue gets a random id; its token is that id signed with the mail
-- signing key (private.link_token 'team_invite'), made again when the mail is sent, so only
-- the token's SHA-256 is kept (team_members.token_hash). It works for 7 days, once; a resend
-- issues a new one and the old one stops working.
--
-- Errors: 42501 not the owner (403), or an invite for another address; P0002 no such member,
-- tour or working invite (404); TP150 the address is on the team already; TP151 the role owner
-- is no one's to give (400); TP152 the account accepting holds a business of its own; TP153
-- the person belongs to a team already; TP154 a resend of an accepted invite; TP155 the owner's
-- own row; TP156 a tour that is not scheduled; TP157 not an active guide of the business (400).

-- ============================================================================================
-- Inviting
-- ============================================================================================

/** A new invite link for `member_id`: its hash and expiry stored, its mail queued. */
create function private.issue_team_invite(member_id uuid)
returns public.team_members
language plpgsql
security definer
set search_path = ''
as $$
declare
  issue uuid := gen_random_uuid();
  member public.team_members;
  business public.users;
  inviter public.users;
begin
  update public.team_members m
  set token_hash = private.link_token_hash(private.link_token('team_invite', issue)),
      token_expires_at = now() + interval '7 days',
      invited_by = (select auth.uid()),
      invited_at = now()
  where m.id = issue_team_invite.member_id
  returning * into member;
  select * into business from public.users u where u.id = member.partner_id;
  select * into inviter from public.users u where u.id = (select auth.uid());
  perform private.enqueue_address_email(
    member.email,
    split_part(member.email, '@', 1),
    -- An address's support mail: what it gets from the portal about its account to be.
    'support',
    'team_invite',
    jsonb_build_object(
      'data', jsonb_build_object(
        'businessName', coalesce(nullif(btrim(business.business_name), ''), business.email),
        'inviterName', btrim(concat_ws(' ', inviter.first_name, inviter.last_name)),
        'role', member.role,
        'expiresAt', member.token_expires_at
      ),
      'linkToken', jsonb_build_object('purpose', 'team_invite', 'id', issue)
    )
  );
  return member;
end;
$$;
revoke all on function private.issue_team_invite(uuid) from public;

/** The owner invites `email` to their business as `role`; returns the new member's row. */
create function public.invite_team_member(email text, role public.team_role)
returns public.team_members
language plpgsql
security definer
set search_path = ''
as $$
declare
  business uuid := private.business_id_as('{owner}');
  address text := lower(btrim(invite_team_member.email));
  member public.team_members;
begin
  if business is null or not private.is_active_user() then
    raise exception 'Only the owner of the business manages its team.' using errcode = '42501';
  end if;
  if invite_team_member.role = 'owner' then
    raise exception 'Choose manager, guide or bookkeeper.' using errcode = 'TP151', column = 'role';
  end if;
  if exists (
    select 1 from public.team_members m
    left join public.users u on u.id = m.user_id
    where m.partner_id = business and address in (m.email, lower(u.email))
  ) then
    raise exception '% is on your team already.', address using errcode = 'TP150';
  end if;
  insert into public.team_members (partner_id, email, role, invited_by)
  values (business, address, invite_team_member.role, (select auth.uid()))
  returning * into member;
  return private.issue_team_invite(member.id);
end;
$$;
revoke all on function public.invite_team_member(text, public.team_role) from public, anon;
grant execute on function public.invite_team_member(text, public.team_role) to authenticated, service_role;

/** The owner sends an invite not yet accepted again: a new link, the old one dead. */
create function public.resend_team_invite(member_id uuid)
returns public.team_members
language plpgsql
security definer
set search_path = ''
as $$
declare
  member public.team_members;
begin
  select * into member from public.team_members m
  where m.id = resend_team_invite.member_id
    and m.partner_id = private.business_id_as('{owner}') and private.is_active_user()
  for update;
  if not found then
    raise exception 'No such member of your team.' using errcode = 'P0002';
  end if;
  if member.user_id is not null then
    raise exception 'This invite was accepted already.' using errcode = 'TP154';
  end if;
  return private.issue_team_invite(member.id);
end;
$$;
revoke all on function public.resend_team_invite(uuid) from public, anon;
grant execute on function public.resend_team_invite(uuid) to authenticated, service_role;

-- ============================================================================================
-- The invited person
-- ============================================================================================

/** The pending invite a token opens (counted as a use of the link), else P0002. */
create function private.open_team_invite(token text)
returns public.team_members
language plpgsql
security definer
set search_path = ''
as $$
declare
  hash text := private.link_token_hash(token);
  member public.team_members;
begin
  perform private.count_link_request(hash);
  select * into member from public.team_members m
  where m.token_hash = hash and m.user_id is null and m.token_expires_at > now()
  for update;
  if not found then
    raise exception 'This invite is no longer valid: ask the business for a new one.'
      using errcode = 'P0002';
  end if;
  return member;
end;
$$;
revoke all on function private.open_team_invite(text) from public;

/** What an invite link shows before it is accepted (contracts/team.ts TeamInvite); no account needed. */
create function public.team_invite(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  member public.team_members := private.open_team_invite(token);
begin
  return (
    select jsonb_build_object(
      'businessName', u.business_name, 'email', member.email, 'role', member.role,
      'expiresAt', member.token_expires_at
    )
    from public.users u where u.id = member.partner_id
  );
end;
$$;
revoke all on function public.team_invite(text) from public;
grant execute on function public.team_invite(text) to anon, authenticated, service_role;

/**
 * The signed-in caller accepts an invite sent to their address: their account becomes the
 * member. Only an account that holds nothing of a business (a fresh sign-up: no completed
 * profile, bids, tours, licences, blackouts or tax details, no one on its team) may: its own
 * owner row goes, so the account is never a business. Returns the TeamMembership.
 */
create function public.accept_team_invite(token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller public.users;
  member public.team_members;
begin
  select * into caller from public.users u
  where u.id = (select auth.uid()) and private.is_active_user();
  if not found then
    raise exception 'Sign in to accept this invite.' using errcode = '42501';
  end if;
  member := private.open_team_invite(token);
  if lower(caller.email) is distinct from member.email then
    raise exception 'This invite is for %: sign in with that address to accept it.', member.email
      using errcode = '42501';
  end if;
  if exists (
    select 1 from public.team_members m where m.user_id = caller.id and m.role <> 'owner'
  ) then
    raise exception 'You belong to a team already.' using errcode = 'TP153';
  end if;
  if caller.role <> 'partner' or caller.profile_complete
    or exists (select 1 from public.team_members m where m.partner_id = caller.id and m.role <> 'owner')
    or exists (select 1 from public.bids b where b.user_id = caller.id)
    or exists (select 1 from public.tours t where t.partner_id = caller.id)
    or exists (select 1 from public.partner_licences l where l.partner_id = caller.id)
    or exists (select 1 from public.partner_blackouts b where b.partner_id = caller.id)
    or exists (select 1 from public.tax_details d where d.partner_id = caller.id) then
    raise exception 'This account holds a business of its own: sign up with the invited address to join this team.'
      using errcode = 'TP152';
  end if;

  delete from public.team_members m where m.partner_id = caller.id and m.role = 'owner';
  update public.team_members m
  set user_id = caller.id, accepted_at = now(), token_hash = null, token_expires_at = null
  where m.id = member.id
  returning * into member;
  return (
    select jsonb_build_object('businessId', u.id, 'businessName', u.business_name, 'role', member.role)
    from public.users u where u.id = member.partner_id
  );
end;
$$;
revoke all on function public.accept_team_invite(text) from public, anon;
grant execute on function public.accept_team_invite(text) to authenticated, service_role;

-- ============================================================================================
-- Roles and removal
-- ============================================================================================

/** The owner's team member `member_id`, locked, for a change; the owner's own row refused. */
create function private.team_member_to_change(member_id uuid)
returns public.team_members
language plpgsql
security definer
set search_path = ''
as $$
declare
  member public.team_members;
begin
  select * into member from public.team_members m
  where m.id = team_member_to_change.member_id
    and m.partner_id = private.business_id_as('{owner}') and private.is_active_user()
  for update;
  if not found then
    raise exception 'No such member of your team.' using errcode = 'P0002';
  end if;
  if member.role = 'owner' then
    raise exception 'The owner stays the owner of the business.' using errcode = 'TP155';
  end if;
  return member;
end;
$$;
revoke all on function private.team_member_to_change(uuid) from public;

/** A guide no longer: the business's scheduled tours they led have no guide. */
create function private.unassign_guide(partner uuid, guide uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.tours t set guide_id = null
  where t.partner_id = partner and t.guide_id = guide and t.status = 'scheduled'
$$;
revoke all on function private.unassign_guide(uuid, uuid) from public;

/** The owner gives a member another role. */
create function public.change_team_role(member_id uuid, role public.team_role)
returns public.team_members
language plpgsql
security definer
set search_path = ''
as $$
declare
  member public.team_members := private.team_member_to_change(member_id);
begin
  if change_team_role.role = 'owner' then
    raise exception 'Choose manager, guide or bookkeeper.' using errcode = 'TP151', column = 'role';
  end if;
  if member.role = 'guide' and change_team_role.role <> 'guide' and member.user_id is not null then
    perform private.unassign_guide(member.partner_id, member.user_id);
  end if;
  update public.team_members m set role = change_team_role.role
  where m.id = member.id
  returning * into member;
  return member;
end;
$$;
revoke all on function public.change_team_role(uuid, public.team_role) from public, anon;
grant execute on function public.change_team_role(uuid, public.team_role) to authenticated, service_role;

/**
 * The owner revokes an invite or removes a member: from the next statement on RLS finds no
 * membership, and every session of the person ends (as "Sign out everywhere" ends them).
 */
create function public.remove_team_member(member_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  member public.team_members := private.team_member_to_change(member_id);
begin
  delete from public.team_members m where m.id = member.id;
  if member.user_id is not null then
    perform private.unassign_guide(member.partner_id, member.user_id);
    delete from auth.sessions s where s.user_id = member.user_id;
  end if;
end;
$$;
revoke all on function public.remove_team_member(uuid) from public, anon;
grant execute on function public.remove_team_member(uuid) to authenticated, service_role;

-- ============================================================================================
-- A tour's guide
-- ============================================================================================

/**
 * The owner or a manager gives a scheduled tour of the business its guide (an active guide of
 * the team), or none; the guide is told (a tour_scheduled notice: it is on their schedule).
 */
create function public.assign_tour_guide(tour_id uuid, guide_id uuid)
returns public.tours
language plpgsql
security definer
set search_path = ''
as $$
declare
  tour public.tours;
  opportunity public.opportunities;
begin
  select * into tour from public.tours t
  where t.id = assign_tour_guide.tour_id
    and private.has_team_role(t.partner_id, '{owner,manager}') and private.is_active_user()
  for update;
  if not found then
    raise exception 'Tour not found' using errcode = 'P0002';
  end if;
  if tour.status <> 'scheduled' then
    raise exception 'This tour is % and takes no guide.', tour.status using errcode = 'TP156';
  end if;
  if assign_tour_guide.guide_id is not null and not exists (
    select 1 from public.team_members m
    join public.users u on u.id = m.user_id
    where m.partner_id = tour.partner_id and m.user_id = assign_tour_guide.guide_id
      and m.role = 'guide' and u.is_active
  ) then
    raise exception 'Choose a guide of your team, or none.' using errcode = 'TP157', column = 'guide_id';
  end if;
  if tour.guide_id is not distinct from assign_tour_guide.guide_id then
    return tour;
  end if;

  update public.tours t set guide_id = assign_tour_guide.guide_id
  where t.id = tour.id
  returning * into tour;
  if tour.guide_id is not null then
    select * into opportunity from public.opportunities o where o.id = tour.opportunity_id;
    perform private.notify(
      tour.guide_id,
      -- As its partner was told when it was awarded: the tour is on the guide's schedule now.
      'tour_scheduled',
      jsonb_build_object(
        'tourId', tour.id, 'opportunityId', opportunity.id, 'opportunityTitle', opportunity.title,
        'date', tour.scheduled_for, 'timeZone', opportunity.time_zone
      )
    );
  end if;
  return tour;
end;
$$;
revoke all on function public.assign_tour_guide(uuid, uuid) from public, anon;
grant execute on function public.assign_tour_guide(uuid, uuid) to authenticated, service_role;
