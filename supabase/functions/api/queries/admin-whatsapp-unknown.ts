import type { Page } from "../../_shared/portable/contracts/api.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import type { UnknownWhatsAppMessage } from "../../_shared/portable/contracts/whatsapp.ts";
import type { Tx } from "../../_shared/server/transaction.ts";
import type { PageRequest } from "./admin-params.ts";

/**
 * The messages from numbers no partner verified, newest first; the database refuses anyone but
 * an admin (`private.list_whatsapp_unknown_messages`).
 */
export async function listUnknownWhatsApp(
  tx: Tx,
  page: PageRequest,
): Promise<Sent<Page<UnknownWhatsAppMessage>>> {
  const rows = await tx<(Sent<UnknownWhatsAppMessage> & { total: number })[]>`
    select whatsapp_message_id as id, from_number as "from", message,
      received_at as "receivedAt", total::int as total
    from private.list_whatsapp_unknown_messages(${page.pageSize}, ${page.offset})
  `;
  return {
    items: rows.map(({ total: _total, ...message }) => message),
    page: page.page,
    pageSize: page.pageSize,
    total: rows[0]?.total ?? 0,
  };
}
