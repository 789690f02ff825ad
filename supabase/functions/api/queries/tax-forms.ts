import type {
  TaxFormRecipient,
  TaxFormYear,
  TaxThreshold,
} from "../../_shared/portable/contracts/tax.ts";
import type { CsvValue } from "../../_shared/portable/csv.ts";
import { maskedTin } from "../../_shared/portable/tin.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/** Who signs the 1099s as payer until an admin saves `tax.payer_name` in the settings. */
export const DEFAULT_PAYER_NAME = "Tour Partner Portal";

/** The admins' year: each partner whose reportable payments reached its threshold, TIN masked. */
export async function readTaxFormYear(tx: Tx, year: number): Promise<TaxFormYear> {
  const [threshold] = await tx<{ threshold: string }[]>`
    select threshold from public.tax_form_thresholds where tax_year = ${year}
  `;
  const rows = await tx<
    (Omit<TaxFormRecipient, "tinMasked"> & {
      tinType: "ssn" | "ein" | null;
      tinLast4: string | null;
    })[]
  >`
    select y.partner_id as "partnerId",
      coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.business_name,
        u.email, 'Deleted partner') as "partnerName",
      d.legal_name as "legalName", d.tin_type as "tinType", d.tin_last4 as "tinLast4",
      y.total::numeric(12, 2) as total
    from public.tax_year_totals(${year}) y
    left join public.users u on u.id = y.partner_id
    left join public.tax_details d on d.partner_id = y.partner_id
    where y.reportable
    order by "partnerName", y.partner_id
  `;
  return {
    year,
    threshold: threshold?.threshold ?? null,
    items: rows.map(({ tinType, tinLast4, ...row }) => ({
      ...row,
      tinMasked: tinType && tinLast4 ? maskedTin(tinType, tinLast4) : null,
    })),
  };
}

/** Adds a tax year's threshold (admins only, by RLS; a year already set is 23505). */
export async function addTaxThreshold(tx: Tx, year: number, threshold: string) {
  const [row] = await tx<TaxThreshold[]>`
    insert into public.tax_form_thresholds (tax_year, threshold)
    values (${year}, ${threshold}::numeric)
    returning tax_year as "taxYear", threshold
  `;
  return row;
}

/**
 * The year's 1099-NEC rows, the TINs in clear: private.export_tax_forms decrypts them and logs
 * each, with `reason`, in the audit log. Nothing else in the API reads a TIN.
 */
export async function taxFormRows(tx: Tx, year: number, reason: string): Promise<CsvValue[][]> {
  const [payer] = await tx<{ name: string | null }[]>`
    select s.value #>> '{}' as name from public.admin_settings s where s.key = 'tax.payer_name'
  `;
  const payerName = payer?.name?.trim() || DEFAULT_PAYER_NAME;
  const rows = await tx<Record<string, string | null>[]>`
    select legal_name, business_name, tin_type, tin, address_line1, address_line2, city, state,
      postal_code, total::numeric(12, 2)::text as total
    from private.export_tax_forms(${year}, ${reason})
  `;
  return rows.map((r) => [
    payerName,
    year,
    r.legal_name,
    r.business_name,
    r.tin_type?.toUpperCase(),
    r.tin,
    r.address_line1,
    r.address_line2,
    r.city,
    r.state,
    r.postal_code,
    r.total,
  ]);
}
