import type {
  AdminLicence,
  Licence,
  LicenceStatus,
} from "../../_shared/portable/contracts/licences.ts";
import type {
  LicencePayload,
  LicenceReviewPayload,
} from "../../_shared/portable/schemas/licence.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/** A licence row as read, before its scan link is signed. */
export type LicenceRow = Omit<Licence, "scanUrl" | "scanFileName"> & { scanPath: string };
export type AdminLicenceRow = Omit<AdminLicence, "scanUrl" | "scanFileName"> & {
  scanPath: string;
};

export interface LicenceFilter {
  id?: string;
  status?: LicenceStatus;
  /** Only licences that expire within this many days (or have expired). */
  expiringWithinDays?: number;
}

/**
 * Whether licence row `l` is current: approved and before its end (`expires_at`, the midnight
 * that ends its expiry date in its state). The rule of `private.current_licences`
 * (18_matching.sql), written out here so the planner inlines it into a list's
 * query (a security definer function is called per row).
 */
export const isCurrentLicence = (tx: Tx) => tx`(l.status = 'approved' and l.expires_at > now())`;

/**
 * Whether user row `u` is verified: the admin's flag, or a current licence. The one rule of the
 * badge (`verifiedBy`, from `isVerified` and `licensedStates`), the admins' Verified filter and
 * the Platform Health count.
 */
export const isVerifiedUser = (tx: Tx) => tx`(u.is_verified or exists (
  select 1 from public.partner_licences l where l.partner_id = u.id and ${isCurrentLicence(tx)}
))`;

/** The states of partner row `u`'s current licences, in order (`licensedStates`). */
export const currentLicenceStates = (tx: Tx) => tx`array(
  select distinct l.state from public.partner_licences l
  where l.partner_id = u.id and ${isCurrentLicence(tx)}
  order by 1
)`;

const columns = (tx: Tx) => tx`
  l.id,
  l.partner_id as "partnerId",
  l.state,
  l.licence_type as "licenceType",
  l.licence_number as "licenceNumber",
  to_char(l.expires_on, 'YYYY-MM-DD') as "expiresOn",
  l.status,
  l.rejection_reason as "rejectionReason",
  l.reviewed_at as "reviewedAt",
  l.created_at as "createdAt",
  ${isCurrentLicence(tx)} as "isCurrent",
  l.scan_path as "scanPath"
`;

/** The caller's own licences (RLS: a partner reads only theirs), newest first. */
export function listOwnLicences(tx: Tx) {
  return tx<LicenceRow[]>`
    select ${columns(tx)}
    from public.partner_licences l
    where l.partner_id = (select private.business_id())
    order by l.created_at desc, l.id
  `;
}

export async function readLicence(tx: Tx, id: string) {
  const [licence] = await tx<LicenceRow[]>`
    select ${columns(tx)} from public.partner_licences l where l.id = ${id}
  `;
  return licence;
}

/** Every partner's licences for the admins' review, soonest expiry first among equals. */
export function listLicencesForReview(tx: Tx, filter: LicenceFilter) {
  return tx<AdminLicenceRow[]>`
    select ${columns(tx)},
      json_build_object(
        'id', u.id,
        'name', btrim(concat_ws(' ', u.first_name, u.last_name)),
        'businessName', u.business_name,
        'email', u.email
      ) as partner
    from public.partner_licences l
    join public.users u on u.id = l.partner_id
    where true
      ${filter.id ? tx`and l.id = ${filter.id}` : tx``}
      ${filter.status ? tx`and l.status = ${filter.status}` : tx``}
      ${
        filter.expiringWithinDays === undefined
          ? tx``
          : // No US state's date is ahead of UTC's: the first test spares most licences the
            // per-row call of the second, which decides.
            tx`and l.expires_on <= (now() at time zone 'UTC')::date + ${filter.expiringWithinDays}::int
               and l.expires_on <= private.state_date(l.state, now()) + ${filter.expiringWithinDays}::int`
      }
    order by (l.status = 'pending') desc, l.expires_on, l.created_at, l.id
    limit 500
  `;
}

export async function insertLicence(
  tx: Tx,
  id: string,
  fields: Omit<LicencePayload, "scan">,
  scanPath: string,
) {
  await tx`
    insert into public.partner_licences (
      id, partner_id, state, licence_type, licence_number, expires_on, scan_path
    ) values (
      ${id}, (select private.business_id()), ${fields.state}, ${fields.licenceType}, ${fields.licenceNumber},
      ${fields.expiresOn}::date, ${scanPath}
    )
  `;
}

/** Deletes the caller's own licence `id`; its id and scan's path, or undefined when none. */
export async function deleteOwnLicence(tx: Tx, id: string) {
  const [row] = await tx<{ id: string; scanPath: string }[]>`
    delete from public.partner_licences
    where id = ${id} and partner_id = (select private.business_id())
    returning id, scan_path as "scanPath"
  `;
  return row;
}

/** Approves or rejects licence `id` (a reason only with a rejection); false when there is none. */
export async function reviewLicence(
  tx: Tx,
  id: string,
  review: LicenceReviewPayload,
): Promise<boolean> {
  const updated = await tx`
    update public.partner_licences
    set status = ${review.status},
        rejection_reason = ${review.status === "rejected" ? (review.rejectionReason ?? null) : null}
    where id = ${id}
    returning id
  `;
  return updated.length > 0;
}
