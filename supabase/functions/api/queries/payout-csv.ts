import type { PayableLine, Payout } from "../../_shared/contracts/api.ts";
import { type CsvValue, toCsv } from "../../_shared/csv.ts";
import { PAYOUT_METHOD_LABELS } from "../../_shared/schemas/payout.ts";

/** The columns of every payout CSV (the admins' export and a partner's monthly statement). */
export const LINE_CSV_HEADER = [
  "Month",
  "Completed",
  "Tour",
  "Tour date",
  "Amount",
  "Status",
  "Paid on",
  "Method",
  "Reference",
  "Correction reason",
] as const;

const isoDate = (value: string | Date) => new Date(value).toISOString().slice(0, 10);

function lineRow(line: PayableLine, payout: Omit<Payout, "lines"> | undefined): CsvValue[] {
  return [
    line.month,
    isoDate(line.earnedAt),
    line.tourTitle,
    isoDate(line.tourDate),
    line.amount,
    line.status,
    payout?.paidOn,
    payout ? PAYOUT_METHOD_LABELS[payout.method] : null,
    payout?.reference,
    line.correctionReason,
  ];
}

/** Lines as CSV, each with its payout's date, method and reference when paid. */
export function linesCsv(
  lines: PayableLine[],
  payouts: Omit<Payout, "lines">[],
  extraHeader: readonly string[] = [],
  extra: (line: PayableLine) => CsvValue[] = () => [],
): string {
  const byId = new Map(payouts.map((p) => [p.id, p]));
  return toCsv(
    [...extraHeader, ...LINE_CSV_HEADER],
    lines.map((line) => [
      ...extra(line),
      ...lineRow(line, line.payoutId ? byId.get(line.payoutId) : undefined),
    ]),
  );
}
