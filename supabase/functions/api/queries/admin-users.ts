import type { Tx } from "../../_shared/db.ts";
import type { Page, PageRequest } from "./admin-params.ts";

export const USER_STATUSES = ["active", "inactive", "verified", "unverified"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export interface UserListFilter {
  search?: string;
  role?: "admin" | "partner" | "client";
  status?: UserStatus;
  /** Only the partners the Assign Partners dialog offers (SPEC §2). */
  eligible?: boolean;
}

/** A user as the admin pages show it: the profile, its totals and the admin-only notes. */
export interface AdminUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  phone: string | null;
  businessName: string | null;
  businessType: string | null;
  businessLocation: string | null;
  location: string | null;
  expertise: string[];
  services: string[];
  role: "admin" | "partner" | "client";
  isActive: boolean;
  isVerified: boolean;
  emailVerified: boolean;
  profileComplete: boolean;
  rating: string | null;
  totalTours: number;
  totalRevenue: string;
  tags: string[];
  notes: string;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
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

/** `%text%` for ILIKE, with the wildcards in the search taken literally. */
function containsPattern(search: string) {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function whereClause(tx: Tx, filter: UserListFilter) {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return tx`
    where true
    ${
      pattern
        ? tx`and (
            u.email ilike ${pattern}
            or u.first_name ilike ${pattern}
            or u.last_name ilike ${pattern}
            or concat_ws(' ', u.first_name, u.last_name) ilike ${pattern}
            or u.business_name ilike ${pattern}
          )`
        : tx``
    }
    ${filter.role ? tx`and u.role = ${filter.role}` : tx``}
    ${filter.status === "active" ? tx`and u.is_active` : tx``}
    ${filter.status === "inactive" ? tx`and not u.is_active` : tx``}
    ${filter.status === "verified" ? tx`and u.is_verified` : tx``}
    ${filter.status === "unverified" ? tx`and not u.is_verified` : tx``}
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

/**
 * A page of users, newest first (users_created_at_id_idx), with how many match counted up to
 * `COUNT_AHEAD` past the page's start; one statement. An empty page still yields one row,
 * carrying the total.
 */
export async function listUsers(
  tx: Tx,
  filter: UserListFilter,
  page: PageRequest,
): Promise<Page<AdminUser> & { totalCapped: boolean }> {
  const countLimit = page.offset + COUNT_AHEAD;
  const rows = await tx<(AdminUser & { pageTotal: number })[]>`
    select counted.total as "pageTotal", listed.*
    from (
      select count(*)::int as total
      from (select from public.users u ${whereClause(tx, filter)} limit ${countLimit + 1}) c
    ) counted
    left join lateral (
      select ${columns(tx)}
      from public.users u
      left join public.user_admin_notes n on n.user_id = u.id
      ${whereClause(tx, filter)}
      order by u.created_at desc, u.id
      limit ${page.pageSize} offset ${page.offset}
    ) listed on true
    order by listed."createdAt" desc, listed.id
  `;
  const counted = rows[0]?.pageTotal ?? 0;
  const items: AdminUser[] = [];
  for (const { pageTotal, ...user } of rows) {
    if (user.id !== null) items.push(user);
  }
  return {
    items,
    page: page.page,
    pageSize: page.pageSize,
    total: Math.min(counted, countLimit),
    totalCapped: counted > countLimit,
  };
}

export async function readAdminUser(tx: Tx, id: string): Promise<AdminUser | undefined> {
  const [user] = await tx<AdminUser[]>`
    select ${columns(tx)}
    from public.users u
    left join public.user_admin_notes n on n.user_id = u.id
    where u.id = ${id}
  `;
  return user;
}
