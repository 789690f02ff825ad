import type { AdminActivity } from "../../_shared/portable/contracts/activity.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import type { Tx } from "../../_shared/server/db.ts";

/** `u`'s name as the admin pages show a person: full name, else business name, else e-mail. */
function personName(tx: Tx, alias: "actor" | "u") {
  return tx.unsafe(
    `coalesce(nullif(btrim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.business_name, ${alias}.email)`,
  );
}

/**
 * The latest audit log entries with the names an admin reads instead of ids: who acted
 * (`actorName`, null for the product itself) and what it was about (`subjectName`: a person,
 * an opportunity's title, "Harvest tour with Maya Green"), and `subjectSearch`, the text the
 * admin page of that kind finds it by (an e-mail, a title). Both null when the row is gone.
 */
export function recentActivity(tx: Tx, limit: number) {
  return tx<Sent<AdminActivity>[]>`
    select
      a.id::text as id,
      a.action,
      a.entity,
      a.entity_id as "entityId",
      a.user_id as "userId",
      actor.email as "userEmail",
      ${personName(tx, "actor")} as "actorName",
      subject.name as "subjectName",
      subject.search as "subjectSearch",
      a.created_at as "createdAt"
    from public.audit_logs a
    left join public.users actor on actor.id = a.user_id
    left join lateral (
      select s.name, s.search
      from (
        select ${personName(tx, "u")} as name, u.email as search
        from public.users u
        where a.entity = 'user' and u.id = a.entity_id::uuid
        union all
        select o.title, o.title
        from public.opportunities o
        where a.entity in ('opportunity', 'opportunity_assignment') and o.id = a.entity_id::uuid
        union all
        select concat(${personName(tx, "u")}, '''s bid on ', o.title), o.title
        from public.bids b
        join public.opportunities o on o.id = b.opportunity_id
        join public.users u on u.id = b.user_id
        where a.entity = 'bid' and b.id = a.entity_id::uuid
        union all
        select concat(o.title, ' with ', ${personName(tx, "u")}), o.title
        from public.tours t
        join public.opportunities o on o.id = t.opportunity_id
        join public.users u on u.id = t.partner_id
        where a.entity = 'tour' and t.id = a.entity_id::uuid
        union all
        select f.field_label, null
        from public.profile_fields f
        where a.entity = 'profile_field' and f.id = a.entity_id::uuid
        union all
        select d.title, null
        from public.legal_documents d
        where a.entity = 'legal_document' and d.id = a.entity_id::uuid
        union all
        select concat(${personName(tx, "u")}, '''s ', l.state, ' licence'), u.email
        from public.partner_licences l
        join public.users u on u.id = l.partner_id
        where a.entity = 'partner_licence' and l.id = a.entity_id::uuid
        union all
        select concat(${personName(tx, "u")}, '''s payable line'), u.email
        from public.payable_lines p
        join public.users u on u.id = p.partner_id
        where a.entity = 'payable_line' and p.id = a.entity_id::uuid
        union all
        select concat(${personName(tx, "u")}, '''s payout'), u.email
        from public.payouts p
        join public.users u on u.id = p.partner_id
        where a.entity = 'payout' and p.id = a.entity_id::uuid
        union all
        select concat(${personName(tx, "u")}, '''s W-9'), u.email
        from public.users u
        where a.entity = 'tax_details' and u.id = a.entity_id::uuid
      ) s
      limit 1
    ) subject on true
    order by a.created_at desc, a.id desc
    limit ${limit}
  `;
}
