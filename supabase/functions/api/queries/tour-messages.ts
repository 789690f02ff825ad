import type { Tx } from "../../_shared/server/transaction.ts";
import { chatColumns } from "./chat.ts";

export interface TourParty {
  partnerId: string;
  title: string;
  /** An admin answers as the Support Agent; anyone else who sees the tour is of its team. */
  callerIsAdmin: boolean;
}

/**
 * The tour's partner and title, when the caller may see the tour (its team as their role
 * allows, or an admin).
 */
export async function tourParty(tx: Tx, tourId: string): Promise<TourParty | undefined> {
  const [row] = await tx<TourParty[]>`
    select t.partner_id as "partnerId", o.title, private.is_admin() as "callerIsAdmin"
    from public.tours t join public.opportunities o on o.id = t.opportunity_id
    where t.id = ${tourId}
  `;
  return row;
}

/** The messages about one tour, oldest first: the tour page's thread. */
export function tourThread(tx: Tx, tourId: string, limit: number) {
  return tx`
    select * from (
      select ${chatColumns(tx)} from public.chat_messages m
      where m.tour_id = ${tourId}
      order by m.created_at desc, m.id desc
      limit ${limit}
    ) latest
    order by latest."createdAt", latest.id
  `;
}

/** An admin who opened the tour's thread has read the partner's messages in it. */
export function markTourThreadRead(tx: Tx, tourId: string) {
  return tx`
    update public.chat_messages set status = 'read'
    where tour_id = ${tourId} and sender_type = 'user' and status <> 'read'
  `;
}
