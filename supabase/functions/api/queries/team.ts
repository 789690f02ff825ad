import type postgres from "postgres";
import type {
  InvitableTeamRole,
  TeamInvite,
  TeamMember,
  TeamMembership,
} from "../../_shared/portable/contracts/team.ts";
import { statement } from "../../_shared/server/statement.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/** A team_members row as contracts/team.ts's TeamMember; `m` is the row. */
const memberColumns = (tx: Tx) => tx`
  m.id,
  m.user_id as "userId",
  m.email,
  private.team_member_name(m.user_id) as name,
  m.role,
  case when m.user_id is null then 'invited' else 'active' end as status,
  m.invited_at as "invitedAt",
  m.accepted_at as "acceptedAt"
`;

/** The owner's team, the owner first; undefined when the caller is not an owner. */
export async function listTeam(tx: Tx): Promise<TeamMember[] | undefined> {
  const [owner] = await tx<{ business: string | null }[]>`
    select private.business_id_as('{owner}') as business
  `;
  if (!owner?.business) return undefined;
  return tx<TeamMember[]>`
    select ${memberColumns(tx)}
    from public.team_members m
    where m.partner_id = ${owner.business}
    order by m.role <> 'owner', private.team_member_name(m.user_id) nulls last, m.email, m.id
  `;
}

/** One command's row (the function returns public.team_members) as a TeamMember. */
function memberOf(tx: Tx, command: postgres.PendingQuery<postgres.Row[]>) {
  const query = tx<TeamMember[]>`select ${memberColumns(tx)} from ${command} m`;
  return statement(query, ([row]) => row as TeamMember);
}

export function inviteMember(tx: Tx, email: string, role: InvitableTeamRole) {
  return memberOf(tx, tx`public.invite_team_member(${email}, ${role}::public.team_role)`);
}

export function resendInvite(tx: Tx, id: string) {
  return memberOf(tx, tx`public.resend_team_invite(${id})`);
}

export function changeRole(tx: Tx, id: string, role: InvitableTeamRole) {
  return memberOf(tx, tx`public.change_team_role(${id}, ${role}::public.team_role)`);
}

export function removeMember(tx: Tx, id: string) {
  return tx`select public.remove_team_member(${id})`;
}

/** What an invite link shows (public.team_invite: P0002 when it no longer works). */
export function readInvite(tx: Tx, token: string) {
  const query = tx<{ invite: TeamInvite }[]>`select public.team_invite(${token}) as invite`;
  return statement(query, ([row]) => row?.invite as TeamInvite);
}

export function acceptInvite(tx: Tx, token: string) {
  const query = tx<{ membership: TeamMembership }[]>`
    select public.accept_team_invite(${token}) as membership
  `;
  return statement(query, ([row]) => row?.membership as TeamMembership);
}

/** No business: an id no row carries, so the business's queries find nothing (RLS decides). */
const NO_BUSINESS = "00000000-0000-0000-0000-000000000000";

/** The caller's business (the owner's id, which its rows carry), whatever their role. */
export function readBusinessId(tx: Tx) {
  const query = tx<{ id: string | null }[]>`select private.business_id() as id`;
  return statement(query, ([row]) => row?.id ?? NO_BUSINESS);
}

/**
 * Whether the user `u` is a business (has its owner row, 03_team.sql): a team member's account
 * is never listed, counted, matched or assigned as a partner.
 */
export const isBusiness = (tx: Tx) => tx`
  exists (select 1 from public.team_members bm where bm.partner_id = u.id and bm.role = 'owner')
`;
