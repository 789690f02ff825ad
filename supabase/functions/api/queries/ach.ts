import type { JSONValue } from "postgres";
import type { AchReturnCode } from "../../_shared/portable/ach-returns.ts";
import { maskedAccount } from "../../_shared/portable/bank-account.ts";
import type { AchBatch, AchEntry, AchSettings } from "../../_shared/portable/contracts/ach.ts";
import {
  ACH_SETTING_KEYS,
  type AchBatchInput,
  type AchReturnInput,
  type AchSettingsInput,
} from "../../_shared/portable/schemas/ach.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/** The originator as saved, or null until every `ach.*` setting is (admins only, by RLS). */
export async function readAchSettings(tx: Tx): Promise<AchSettings | null> {
  const rows = await tx<{ key: string; value: string }[]>`
    select s.key, s.value #>> '{}' as value from public.admin_settings s where s.key like 'ach.%'
  `;
  const saved = new Map(rows.map((r) => [r.key, r.value]));
  const entries = Object.entries(ACH_SETTING_KEYS).map(([field, key]) => [field, saved.get(key)]);
  if (entries.some(([, value]) => value === undefined)) return null;
  return Object.fromEntries(entries) as AchSettings;
}

/** Saves the originator, one setting per field; the table's CHECK holds the same rules. */
export async function saveAchSettings(tx: Tx, input: AchSettingsInput) {
  const rows = Object.entries(ACH_SETTING_KEYS).map(([field, key]) => ({
    key,
    value: input[field as keyof AchSettingsInput],
  })) as unknown as JSONValue;
  await tx`
    insert into public.admin_settings (key, value, category)
    select r.key, to_jsonb(r.value), 'ach'
    from jsonb_to_recordset(${tx.json(rows)}::jsonb) as r(key text, value text)
    on conflict (key) do update set value = excluded.value
    where public.admin_settings.value is distinct from excluded.value
  `;
}

/** Pays the lines in one ACH batch (public.create_ach_batch); its id. */
export async function createAchBatch(tx: Tx, input: AchBatchInput): Promise<string> {
  const [row] = await tx<{ id: string }[]>`
    select id from public.create_ach_batch(${input.lineIds}::uuid[], ${input.effectiveDate}::date)
  `;
  return row.id;
}

/** Records the bank's return of an entry (public.record_ach_return); the entry's batch id. */
export async function recordAchReturn(tx: Tx, input: AchReturnInput): Promise<string> {
  const [row] = await tx<{ batchId: string }[]>`
    select e.batch_id as "batchId"
    from public.record_ach_return(${input.traceNumber}, ${input.returnCode}) r
    join public.ach_entries e on e.id = r.entry_id
  `;
  return row.batchId;
}

type EntryRow = Omit<AchEntry, "accountMasked" | "returnCode"> & {
  batchId: string;
  last4: string;
  returnCode: string | null;
};

/** Batches, newest first (or the one with `id`), each with its entries, numbers masked. */
export async function readAchBatches(tx: Tx, filter: { id?: string } = {}): Promise<AchBatch[]> {
  const batches = await tx<Omit<AchBatch, "entries">[]>`
    select b.id, b.effective_date::text as "effectiveDate", b.sec_code as "secCode",
      b.entry_count as "entryCount", b.total::numeric(12, 2)::text as total,
      b.created_at as "createdAt"
    from public.ach_batches b
    where ${filter.id ?? null}::uuid is null or b.id = ${filter.id ?? null}::uuid
    order by b.created_at desc, b.id
    limit 50
  `;
  if (batches.length === 0) return [];
  const entries = await tx<EntryRow[]>`
    select e.id, e.batch_id as "batchId", e.partner_id as "partnerId",
      coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.business_name,
        u.email, 'Deleted partner') as "partnerName",
      e.trace_number as "traceNumber", e.amount::numeric(12, 2)::text as amount,
      a.account_last4 as last4, e.payout_id as "payoutId", r.return_code as "returnCode",
      r.created_at as "returnedAt"
    from public.ach_entries e
    join public.bank_accounts a on a.id = e.bank_account_id
    left join public.users u on u.id = e.partner_id
    left join public.ach_returns r on r.entry_id = e.id
    where e.batch_id = any(${batches.map((b) => b.id)}::uuid[])
    order by e.trace_number
  `;
  return batches.map((batch) => ({
    ...batch,
    entries: entries
      .filter((e) => e.batchId === batch.id)
      .map(({ batchId: _, last4, returnCode, ...entry }) => ({
        ...entry,
        accountMasked: maskedAccount(last4),
        returnCode: returnCode as AchReturnCode | null,
      })),
  }));
}

export interface AchFileBatch {
  effectiveDate: string;
  fileIdModifier: string;
  secCode: "CCD" | "PPD";
  companyName: string;
  companyId: string;
  odfiRouting: string;
  destinationRouting: string;
  destinationName: string;
  originName: string;
  createdAt: Date;
}

/** What the file's headers say: the originator as it was when the batch was made. */
export async function readAchFileBatch(tx: Tx, id: string): Promise<AchFileBatch | undefined> {
  const [row] = await tx<AchFileBatch[]>`
    select b.effective_date::text as "effectiveDate", b.file_id_modifier as "fileIdModifier",
      b.sec_code as "secCode", b.company_name as "companyName", b.company_id as "companyId",
      b.odfi_routing as "odfiRouting", b.destination_routing as "destinationRouting",
      b.destination_name as "destinationName", b.origin_name as "originName",
      b.created_at as "createdAt"
    from public.ach_batches b where b.id = ${id}
  `;
  return row;
}

export interface AchFileEntry {
  traceNumber: string;
  partnerId: string;
  holderName: string;
  routingNumber: string;
  accountType: "checking" | "savings";
  accountNumber: string;
  amount: string;
}

/**
 * The batch's entries with the account numbers in clear: private.ach_file_entries decrypts
 * them and logs each, with `reason`, in the audit log. Nothing else in the API reads one.
 */
export async function readAchFileEntries(tx: Tx, id: string, reason: string) {
  return tx<AchFileEntry[]>`
    select trace_number as "traceNumber", partner_id as "partnerId", holder_name as "holderName",
      routing_number as "routingNumber", account_type as "accountType",
      account_number as "accountNumber", amount::numeric(12, 2)::text as amount
    from private.ach_file_entries(${id}, ${reason})
  `;
}
