import { toCents } from "../../_shared/portable/money.ts";
import { buildNachaFile } from "../../_shared/portable/nacha-file.ts";
import type { AchFileBatch, AchFileEntry } from "./ach.ts";

/** What each receiver's statement says the credit is. */
const ENTRY_DESCRIPTION = "PAYOUT";

/**
 * The NACHA file of a batch: the originator as the batch kept it, one credit per entry with
 * the trace number its payout records. Pure: the caller reads the rows (and their audit).
 */
export function achFileText(batch: AchFileBatch, entries: readonly AchFileEntry[]): string {
  return buildNachaFile({
    originator: {
      bankRouting: batch.destinationRouting,
      bankName: batch.destinationName,
      companyId: batch.companyId,
      companyName: batch.companyName,
      odfiRouting: batch.odfiRouting,
      originName: batch.originName,
    },
    sec: batch.secCode,
    description: ENTRY_DESCRIPTION,
    effectiveDate: batch.effectiveDate,
    createdAt: batch.createdAt,
    fileIdModifier: batch.fileIdModifier,
    entries: entries.map((entry) => ({
      name: entry.holderName,
      receiverId: entry.partnerId.replaceAll("-", "").slice(0, 15),
      routing: entry.routingNumber,
      account: entry.accountNumber,
      accountType: entry.accountType,
      amountCents: toCents(entry.amount) ?? 0,
      traceNumber: entry.traceNumber,
    })),
  }).text;
}
