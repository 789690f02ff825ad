import type { TourType } from "../../_shared/portable/contracts/enums.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import type { AdminUser, UserStatus } from "../../_shared/portable/contracts/users.ts";
import { countAhead } from "../../_shared/portable/count-ahead.ts";
import type { AdminUserPayload } from "../../_shared/portable/schemas/admin-user.ts";
import { type Statement, statement } from "../../_shared/server/statement.ts";
import type { Tx } from "../../_shared/server/transaction.ts";
import type { PageRequest } from "./admin-params.ts";
import { currentLicenceStates, isVerifiedUser } from "./licences.ts";
import { isBusiness } from "./team.ts";

export interface UserListFilter {
  search?: string;
  role?: "admin" | "partner" | "client";
  status?: UserStatus;
  /** Only the partners the Assign Partners dialog offers (product §2). */
  eligible?: boolean;
  /** Only users whose business hosts this tour type (private.business_tour_types). */
  tourType?: TourType;
  /** With each user's day away that this opportunity's date falls on (`away`). */
  awayFor?: string;
}

function columns(tx: Tx) {
  return tx`
    u.id,
    u.email,
    u.first_name as "firstName",
    u.last_name as "lastName",
    u.profile_image_url as "profileImageUrl",
    u.phone,
    u.business_name as "businessName",
    u.business_type as "businessType",
    u.business_location as "businessLocation",
    u.location,
    u.expertise,
    u.services,
    u.role,
    u.is_active as "isActive",
    u.is_verified as "isVerified",
    ${currentLicenceStates(tx)} as "licensedStates",
    u.email_verified as "emailVerified",
    u.profile_complete as "profileComplete",
    u.rating,
    u.total_tours as "totalTours",
    u.total_revenue as "totalRevenue",
    u.tags,
    coalesce(n.notes, '') as notes,
    u.last_login_at as "lastLoginAt",
    u.created_at as "createdAt",
    u.updated_at as "updatedAt"
  `;
}

/**
 * `(…)`: the day away of user `u` that opportunity `opportunityId`'s date, on the tour's clock,
 * falls on ("Away Jul 3–7: Harvest"), or null (17_partner_blackouts).
 */
function awayOn(tx: Tx, opportunityId: string) {
  return tx`(
    select private.away_on(u.id, (o.date at time zone o.time_zone)::date)
    from public.opportunities o where o.id = ${opportunityId}::uuid
  )`;
}

/** `(…)`: user `u`'s record over the last 12 months as a `Reliability` object. */
function reliabilityOf(tx: Tx) {
  return tx`(
    select json_build_object(
      'toursCompleted', r.tours_completed, 'withdrawnLate', r.withdrawn_late, 'noShows', r.no_shows
    )
    from private.partner_reliability(array[u.id]) r
  )`;
}

/** `%text%` for ILIKE, with the wildcards in the search taken literally. */
export function containsPattern(search: string) {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * `and (…)`: the user `u` whose e-mail, first, last or full name or business name contains
 * `search` (product §2's user search), or nothing when there is no search.
 */
export function userSearchCondition(tx: Tx, search: string | undefined) {
  if (!search) return tx``;
  return tx`and ${userMatches(tx, containsPattern(search))}`;
}

/** `(…)`: the user `u` has `pattern` (ILIKE) in their e-mail, a name or business name. */
export function userMatches(tx: Tx, pattern: string) {
  return tx`(
    u.email ilike ${pattern}
    or u.first_name ilike ${pattern}
    or u.last_name ilike ${pattern}
    or concat_ws(' ', u.first_name, u.last_name) ilike ${pattern}
    or u.business_name ilike ${pattern}
  )`;
}

function whereClause(tx: Tx, filter: UserListFilter) {
  return tx`
    where true
    ${userSearchCondition(tx, filter.search)}
    ${filter.role ? tx`and u.role = ${filter.role}` : tx``}
    ${filter.role === "partner" || filter.eligible ? tx`and ${isBusiness(tx)}` : tx``}
    ${filter.status === "active" ? tx`and u.is_active` : tx``}
    ${filter.status === "inactive" ? tx`and not u.is_active` : tx``}
    ${filter.status === "verified" ? tx`and ${isVerifiedUser(tx)}` : tx``}
    ${filter.status === "unverified" ? tx`and not ${isVerifiedUser(tx)}` : tx``}
    ${
      filter.tourType
        ? tx`and ${filter.tourType}::public.tour_type = any(private.business_tour_types(u.business_type))`
        : tx``
    }
    ${
      filter.eligible
        ? tx`and u.role = 'partner' and u.is_active
             and (coalesce(btrim(u.business_type), '') <> '' or cardinality(u.expertise) > 0)`
        : tx``
    }
  `;
}

/**
 * How far past the page's start the users are counted: beyond it `total` stops and
 * `totalCapped` says there are more (counting 10,000 users for every page is what made the list
 * slow). Counting from the page's start keeps every later page reachable.
 */
export const COUNT_AHEAD = 1000;

/** A page of the user list: the users (`AdminUser`s) as a JSON array, to be sent as it is. */
export interface UserPage {
  itemsJson: string;
  page: number;
  pageSize: number;
  /** How many match, counted up to `COUNT_AHEAD` past the page's start. */
  total: number;
  /** More than `total` match. */
  totalCapped: boolean;
}

/**
 * A page of users, newest first (users_created_at_id_idx), with how many match counted up to
 * `COUNT_AHEAD` past the page's start; one statement, the page built as JSON by the database
 * (the `AdminUser` shape, as `columns` reads it) so it is passed on without being parsed and
 * serialised again.
 */
export function listUsers(tx: Tx, filter: UserListFilter, page: PageRequest): Statement<UserPage> {
  const count = countAhead(page.offset, COUNT_AHEAD);
  const users = tx<{ total: number; itemsJson: string }[]>`
    select
      (
        select count(*)::int
        from (select from public.users u ${whereClause(tx, filter)} limit ${count.limit}) c
      ) as total,
      coalesce((
        select '[' || string_agg(row_to_json(j)::text, ',' order by u.created_at desc, u.id) || ']'
        from (
          select u.*, coalesce(n.notes, '') as notes
          from public.users u
          left join public.user_admin_notes n on n.user_id = u.id
          ${whereClause(tx, filter)}
          order by u.created_at desc, u.id
          limit ${page.pageSize} offset ${page.offset}
        ) u
        -- One record per user, its columns the keys in the AdminUser order: row_to_json of it
        -- costs Postgres less than json_build_object of 26 values (about a sixth of the page).
        cross join lateral (
          select
            u.id as "id",
            u.email as "email",
            u.first_name as "firstName",
            u.last_name as "lastName",
            u.profile_image_url as "profileImageUrl",
            u.phone as "phone",
            u.business_name as "businessName",
            u.business_type as "businessType",
            u.business_location as "businessLocation",
            u.location as "location",
            u.expertise as "expertise",
            u.services as "services",
            u.role as "role",
            u.is_active as "isActive",
            u.is_verified as "isVerified",
            ${currentLicenceStates(tx)} as "licensedStates",
            u.email_verified as "emailVerified",
            u.profile_complete as "profileComplete",
            u.rating::text as "rating",
            u.total_tours as "totalTours",
            u.total_revenue::text as "totalRevenue",
            u.tags as "tags",
            u.notes as "notes",
            -- times as JavaScript's toISOString writes them
            to_char(u.last_login_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "lastLoginAt",
            to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
            to_char(u.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"
            ${
              filter.awayFor
                ? tx`, ${awayOn(tx, filter.awayFor)} as "away", ${reliabilityOf(tx)} as "reliability"`
                : tx``
            }
        ) j
      ), '[]')::text as "itemsJson"
  `;
  return statement(users, ([row]) => ({
    itemsJson: row?.itemsJson ?? "[]",
    page: page.page,
    pageSize: page.pageSize,
    ...count.read(row?.total ?? 0),
  }));
}

export async function readAdminUser(tx: Tx, id: string): Promise<Sent<AdminUser> | undefined> {
  const [user] = await tx<Sent<AdminUser>[]>`
    select ${columns(tx)}
    from public.users u
    left join public.user_admin_notes n on n.user_id = u.id
    where u.id = ${id}
  `;
  return user;
}

/**
 * Changes the user's role, activation and verification as given (the others stay); false when
 * there is no such user. The database refuses an admin's removing their own admin access
 * (TP501) and removing the last active admin (TP502).
 */
export async function updateUserAccess(
  tx: Tx,
  id: string,
  change: Pick<AdminUserPayload, "role" | "isActive" | "isVerified">,
): Promise<boolean> {
  const changes =
    change.role !== undefined || change.isActive !== undefined || change.isVerified !== undefined;
  const [found] = changes
    ? await tx`
        update public.users
        set role = coalesce(${change.role ?? null}::public.user_role, role),
            is_active = coalesce(${change.isActive ?? null}::boolean, is_active),
            is_verified = coalesce(${change.isVerified ?? null}::boolean, is_verified)
        where id = ${id}
        returning id
      `
    : await tx`select id from public.users where id = ${id}`;
  return found !== undefined;
}

/** The admin-only notes about the user, by the calling admin. */
export async function saveUserNotes(tx: Tx, id: string, notes: string) {
  await tx`
    insert into public.user_admin_notes (user_id, notes, updated_by)
    values (${id}, ${notes}, (select auth.uid()))
    on conflict (user_id) do update
    set notes = excluded.notes, updated_by = excluded.updated_by
  `;
}

/** Deletes the user (and their account, by the database); undefined when there is none. */
export async function deleteUser(tx: Tx, id: string) {
  const [row] = await tx<{ id: string; email: string | null }[]>`
    delete from public.users where id = ${id} returning id, email
  `;
  return row;
}
