import type { Blackout } from "../../_shared/portable/contracts/blackouts.ts";
import type { BlackoutPayload } from "../../_shared/portable/schemas/blackout.ts";
import { statement } from "../../_shared/server/statement.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

const columns = (tx: Tx) => tx`
  b.id,
  to_char(b.starts_on, 'YYYY-MM-DD') as "startsOn",
  to_char(b.ends_on, 'YYYY-MM-DD') as "endsOn",
  b.note,
  private.away_reason(b.starts_on, b.ends_on, b.note) as reason
`;

/** The caller's blackouts (RLS: their own), earliest first; a few hundred at most in practice. */
export function listOwnBlackouts(tx: Tx) {
  return tx<Blackout[]>`
    select ${columns(tx)} from public.partner_blackouts b
    where b.partner_id = (select private.business_id())
    order by b.starts_on, b.ends_on, b.id
    limit 500
  `;
}

/** Adds a blackout of the caller's business (the database's checks answer what the schema missed). */
export function addBlackout(tx: Tx, blackout: BlackoutPayload) {
  const insert = tx<Blackout[]>`
    insert into public.partner_blackouts as b (partner_id, starts_on, ends_on, note)
    values (
      (select private.business_id()), ${blackout.startsOn}::date, ${blackout.endsOn}::date,
      ${blackout.note}
    )
    returning ${columns(tx)}
  `;
  return statement(insert, ([row]) => row as Blackout);
}

/** Removes the caller's blackout `id`; false when they have none of that id (RLS). */
export function removeBlackout(tx: Tx, id: string) {
  const removed = tx<{ id: string }[]>`
    delete from public.partner_blackouts b where b.id = ${id} returning b.id
  `;
  return statement(removed, (rows) => rows.length > 0);
}
