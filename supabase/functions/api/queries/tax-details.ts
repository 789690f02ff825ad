import type { TaxDetails, TaxYearStatement } from "../../_shared/portable/contracts/tax.ts";
import type { TaxDetailsPayload } from "../../_shared/portable/schemas/tax-details.ts";
import { maskedTin } from "../../_shared/portable/tin.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/**
 * A partner's W-9 as the caller may read it (RLS: their own; admins everyone's). No query here
 * names the TIN: the row holds its last four digits, which leave masked.
 */

type TaxDetailsRow = Omit<TaxDetails, "tinMasked"> & { tinLast4: string };

export async function readTaxDetails(tx: Tx, partnerId: string): Promise<TaxDetails | null> {
  const [row] = await tx<TaxDetailsRow[]>`
    select t.legal_name as "legalName", t.business_name as "businessName",
      t.tax_classification as "taxClassification", t.tin_type as "tinType",
      t.tin_last4 as "tinLast4", t.address_line1 as "addressLine1",
      t.address_line2 as "addressLine2", t.city, t.state, t.postal_code as "postalCode",
      t.signed_at as "signedAt"
    from public.tax_details t
    where t.partner_id = ${partnerId}
  `;
  if (!row) return null;
  const { tinLast4, ...details } = row;
  return { ...details, tinMasked: maskedTin(details.tinType, tinLast4) };
}

/** Saves the caller's W-9 (public.save_tax_details: the TIN goes into Vault). */
export async function saveTaxDetails(tx: Tx, input: TaxDetailsPayload) {
  await tx`
    select public.save_tax_details(
      ${input.legalName}, ${input.businessName ?? null},
      ${input.taxClassification}::public.tax_classification, ${input.tinType}::public.tin_type,
      ${input.tin || null}, ${input.addressLine1}, ${input.addressLine2 ?? null}, ${input.city},
      ${input.state}, ${input.postalCode}, ${input.certified}, ${input.signature}
    )
  `;
}

/** The caller's year: what the platform reports for them (public.tax_year_totals). */
export async function readTaxYearStatement(
  tx: Tx,
  partnerId: string,
  year: number,
): Promise<TaxYearStatement> {
  const [row] = await tx<{ total: string; threshold: string | null; reported: boolean }[]>`
    select coalesce(y.total, 0)::numeric(12, 2) as total, t.threshold,
      coalesce(y.reportable, false) as reported
    from (select ${year}::int as year) v
    left join public.tax_form_thresholds t on t.tax_year = v.year
    left join public.tax_year_totals(v.year) y on y.partner_id = ${partnerId}
  `;
  return {
    year,
    total: row?.total ?? "0.00",
    threshold: row?.threshold ?? null,
    reported: row?.reported ?? false,
    taxDetails: await readTaxDetails(tx, partnerId),
  };
}
