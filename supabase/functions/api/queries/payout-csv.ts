import type { PayableLine, Payout } from "../../_shared/portable/contracts/api.ts";
import type { PayoutMethod } from "../../_shared/portable/contracts/enums.ts";
import { type CsvValue, toCsv } from "../../_shared/portable/csv.ts";
import { PAYOUT_METHOD_LABELS } from "../../_shared/portable/schemas/payout.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

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
    line.correctionReason ?? line.reversalReason,
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

/** Rows read from the database per batch of the admins' export. */
const EXPORT_BATCH_ROWS = 500;

/** The Method column's place in a line's row (after Partner and E-mail). */
const METHOD_COLUMN = 2 + LINE_CSV_HEADER.indexOf("Method");

/**
 * The admins' payouts export (`?month=`, `?partnerId=`): every line in date order, Partner and
 * E-mail first, read batch by batch as the other admin exports are, so its first bytes go out
 * while the rest is read and 1,000,000 lines are never held at once. The same values as a
 * partner's statement (linesCsv): dates in UTC, amounts as numeric's text, the reason of a
 * correction or of a reversal.
 *
 * A cursor declared in SQL, not the protocol's (postgres.js `.cursor()`): Postgres plans a
 * declared cursor for its first rows (cursor_tuple_fraction), so a month's lines are walked in
 * the order of payable_lines_earned_at_id_idx and leave at once; planned for the whole result,
 * the same statement read a month, joined it and sorted it before its first row (0.6 to 1.7 s
 * at 1,000,000 lines; docs/performance.md).
 */
export async function* payoutExportRows(
  tx: Tx,
  filter: { month?: string; partnerId?: string },
): AsyncIterable<CsvValue[][]> {
  await tx`
    declare payout_export no scroll cursor for
    select
      coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.business_name,
        u.email, 'Deleted partner'),
      u.email,
      to_char(l.earned_at at time zone 'UTC', 'YYYY-MM'),
      to_char(l.earned_at at time zone 'UTC', 'YYYY-MM-DD'),
      l.tour_title,
      to_char(l.tour_date at time zone 'UTC', 'YYYY-MM-DD'),
      l.amount::text,
      l.status::text,
      p.paid_on::text,
      p.method::text,
      p.reference,
      coalesce(l.correction_reason, l.reversal_reason)
    from public.payable_lines l
    left join public.users u on u.id = l.partner_id
    left join public.payouts p on p.id = l.payout_id
    where (${filter.partnerId ?? null}::uuid is null or l.partner_id = ${filter.partnerId ?? null})
      ${
        filter.month
          ? tx`and l.earned_at >= (${filter.month}::text || '-01')::timestamp at time zone 'UTC'
               and l.earned_at < ((${filter.month}::text || '-01')::timestamp + interval '1 month') at time zone 'UTC'`
          : tx``
      }
    order by l.earned_at, l.id
  `;
  for (;;) {
    const batch = (await tx
      .unsafe(`fetch ${EXPORT_BATCH_ROWS} from payout_export`)
      .values()) as unknown as CsvValue[][];
    if (batch.length === 0) return;
    for (const row of batch) {
      const method = row[METHOD_COLUMN] as PayoutMethod | null;
      row[METHOD_COLUMN] = method ? PAYOUT_METHOD_LABELS[method] : null;
    }
    yield batch;
    if (batch.length < EXPORT_BATCH_ROWS) return;
  }
}
