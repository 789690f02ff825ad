import type { Tx } from "../../_shared/server/transaction.ts";

export interface StoredWhatsAppConnection {
  phoneNumber: string;
  status: "pending" | "verified" | "failed" | "disconnected";
  isVerified: boolean;
  verificationSentAt: Date | null;
  verificationAttempts: number;
  optedOut: boolean;
}

/** The caller's connection, without its secrets (clients cannot read them anyway). */
export async function readWhatsAppConnection(tx: Tx) {
  const [row] = await tx<StoredWhatsAppConnection[]>`
    select phone_number as "phoneNumber", status, is_verified as "isVerified",
      verification_sent_at as "verificationSentAt",
      verification_attempts as "verificationAttempts",
      opted_out_at is not null as "optedOut"
    from public.whatsapp_connections
    where user_id = (select auth.uid())
  `;
  return row;
}

/** A new code for `phone` (private.start_whatsapp_verification): answered once, never stored. */
export async function startWhatsAppVerification(tx: Tx, phone: string) {
  const [row] = await tx<{ code: string }[]>`
    select private.start_whatsapp_verification(${phone}) as code
  `;
  return row?.code ?? "";
}

export type CodeOutcome = "verified" | "wrong" | "expired" | "exhausted" | "taken" | "none";

/** One try of the caller's code (private.check_whatsapp_code). */
export async function checkWhatsAppCode(tx: Tx, code: string) {
  const [row] = await tx<{ outcome: CodeOutcome }[]>`
    select private.check_whatsapp_code(${code}) as outcome
  `;
  return row?.outcome ?? "none";
}

/** Disconnects the caller: the row goes, and with it every message to the number. */
export async function deleteWhatsAppConnection(tx: Tx) {
  await tx`delete from public.whatsapp_connections where user_id = (select auth.uid())`;
}
