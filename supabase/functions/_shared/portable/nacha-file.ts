/**
 * A NACHA file of ACH credits, as US banks take them to pay partners by direct deposit: one
 * batch of CCD (to a business account) or PPD (to a person's) credit entries, its controls,
 * the file's controls, and the 94-character records padded to blocks of ten. Amounts are
 * integer cents; nothing here reads a clock, a database or an account number it is not given.
 */
import { isRoutingNumber } from "./aba-routing.ts";

export const RECORD_LENGTH = 94;
const BLOCKING_FACTOR = 10;
/** Credits only: the batch pays, it never debits. */
const CREDITS_ONLY = "220";
/** The largest amount one entry field holds: $99,999,999.99. */
export const MAX_ENTRY_CENTS = 9_999_999_999;

export type StandardEntryClass = "CCD" | "PPD";
export type AccountType = "checking" | "savings";

/** The platform as the originator, and the bank (ODFI) that sends its file. */
export interface Originator {
  /** The ODFI's routing number and name: the file's immediate destination. */
  bankRouting: string;
  bankName: string;
  /** The company identification the bank assigned (10 characters, often "1" and the EIN). */
  companyId: string;
  companyName: string;
  /** The originating bank's routing number when it is not the destination's (batch header, traces). */
  odfiRouting?: string;
  /** The file header's origin name, when not the company name (23 characters kept). */
  originName?: string;
}

export interface CreditEntry {
  /** The receiver's name as their bank knows it (22 characters kept). */
  name: string;
  /** The platform's reference for the receiver (15 characters kept). */
  receiverId: string;
  routing: string;
  account: string;
  accountType: AccountType;
  amountCents: number;
  /**
   * The entry's trace number when the caller keeps them (the ODFI's 8 digits and a sequence
   * unique across its files); else the ODFI's 8 digits and the entry's place in this batch.
   */
  traceNumber?: string;
}

export interface NachaBatch {
  originator: Originator;
  sec: StandardEntryClass;
  /** What the receiver's statement says (10 characters), e.g. "PAYOUT". */
  description: string;
  /** The day the credits settle, YYYY-MM-DD. */
  effectiveDate: string;
  /** When the file is made (its header's date and time, UTC). */
  createdAt: Date;
  /** A–Z or 0–9: tells apart files made the same day. */
  fileIdModifier?: string;
  entries: readonly CreditEntry[];
}

export interface NachaFile {
  text: string;
  /** Each entry's trace number, in the entries' order: how a return names its entry. */
  traceNumbers: string[];
  entryHash: string;
  totalCreditCents: number;
  blockCount: number;
}

export class NachaError extends Error {}

/** Uppercase, only the characters banks accept, cut or padded to `length`. */
function alpha(value: string, length: number): string {
  const clean = value
    .normalize("NFKD")
    .replace(/[^\x20-\x7e]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9 .,&'/()-]/g, " ");
  return clean.slice(0, length).padEnd(length, " ");
}

function numeric(value: number | bigint | string, length: number): string {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > length) {
    throw new NachaError(`${text} does not fit ${length} digits`);
  }
  return text.padStart(length, "0");
}

function yymmdd(date: Date): string {
  return date.toISOString().slice(2, 10).replaceAll("-", "");
}

function record(...fields: string[]): string {
  const line = fields.join("");
  if (line.length !== RECORD_LENGTH) {
    throw new NachaError(`a record of ${line.length} characters, not ${RECORD_LENGTH}`);
  }
  return line;
}

function checkEntry(entry: CreditEntry, index: number) {
  const which = `Entry ${index + 1}`;
  if (!isRoutingNumber(entry.routing)) throw new NachaError(`${which}: not a routing number`);
  if (!/^[0-9A-Za-z-]{1,17}$/.test(entry.account)) {
    throw new NachaError(`${which}: the account number has 1 to 17 letters or digits`);
  }
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents <= 0) {
    throw new NachaError(`${which}: the amount is a positive number of cents`);
  }
  if (entry.amountCents > MAX_ENTRY_CENTS)
    throw new NachaError(`${which}: the amount is too large`);
}

/** The file for one batch of credits; throws NachaError for anything a bank would reject. */
export function buildNachaFile(batch: NachaBatch): NachaFile {
  const { originator, entries } = batch;
  if (!isRoutingNumber(originator.bankRouting)) {
    throw new NachaError("The bank's routing number is not a routing number");
  }
  if (originator.odfiRouting !== undefined && !isRoutingNumber(originator.odfiRouting)) {
    throw new NachaError("The originating bank's routing number is not a routing number");
  }
  if (!/^[0-9A-Za-z ]{10}$/.test(originator.companyId)) {
    throw new NachaError("The company identification has 10 characters");
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(batch.effectiveDate)) {
    throw new NachaError("The effective date is YYYY-MM-DD");
  }
  if (entries.length === 0) throw new NachaError("A batch has at least one entry");
  entries.forEach(checkEntry);
  const modifier = batch.fileIdModifier ?? "A";
  if (!/^[A-Z0-9]$/.test(modifier)) throw new NachaError("The file ID modifier is A–Z or 0–9");

  const odfi = (originator.odfiRouting ?? originator.bankRouting).slice(0, 8);
  const batchNumber = numeric(1, 7);
  const created = batch.createdAt;
  const effective = batch.effectiveDate.slice(2).replaceAll("-", "");
  const companyName = alpha(originator.companyName, 16);

  const lines: string[] = [
    record(
      "1",
      "01",
      ` ${originator.bankRouting}`,
      originator.companyId,
      yymmdd(created),
      created.toISOString().slice(11, 16).replace(":", ""),
      modifier,
      "094",
      String(BLOCKING_FACTOR),
      "1",
      alpha(originator.bankName, 23),
      alpha(originator.originName ?? originator.companyName, 23),
      alpha("", 8),
    ),
    record(
      "5",
      CREDITS_ONLY,
      companyName,
      alpha("", 20),
      originator.companyId,
      batch.sec,
      alpha(batch.description, 10),
      alpha("", 6),
      effective,
      alpha("", 3),
      "1",
      odfi,
      batchNumber,
    ),
  ];

  const traceNumbers: string[] = [];
  let hash = 0n;
  let total = 0;
  entries.forEach((entry, index) => {
    const trace = entry.traceNumber ?? `${odfi}${numeric(index + 1, 7)}`;
    if (!/^\d{15}$/.test(trace) || !trace.startsWith(odfi) || traceNumbers.includes(trace)) {
      throw new NachaError(
        `Entry ${index + 1}: the trace number is the ODFI's 8 digits and 7 more, once`,
      );
    }
    traceNumbers.push(trace);
    hash += BigInt(entry.routing.slice(0, 8));
    total += entry.amountCents;
    lines.push(
      record(
        "6",
        entry.accountType === "checking" ? "22" : "32",
        entry.routing.slice(0, 8),
        entry.routing.slice(8),
        alpha(entry.account, 17),
        numeric(entry.amountCents, 10),
        alpha(entry.receiverId, 15),
        alpha(entry.name, 22),
        "  ",
        "0",
        trace,
      ),
    );
  });
  if (!Number.isSafeInteger(total)) throw new NachaError("The batch's total is too large");

  const entryHash = numeric(hash % 10_000_000_000n, 10);
  const count = entries.length;
  lines.push(
    record(
      "8",
      CREDITS_ONLY,
      numeric(count, 6),
      entryHash,
      numeric(0, 12),
      numeric(total, 12),
      originator.companyId,
      alpha("", 19),
      alpha("", 6),
      odfi,
      batchNumber,
    ),
  );
  const blockCount = Math.ceil((lines.length + 1) / BLOCKING_FACTOR);
  lines.push(
    record(
      "9",
      numeric(1, 6),
      numeric(blockCount, 6),
      numeric(count, 8),
      entryHash,
      numeric(0, 12),
      numeric(total, 12),
      alpha("", 39),
    ),
  );
  while (lines.length % BLOCKING_FACTOR !== 0) lines.push("9".repeat(RECORD_LENGTH));

  return {
    text: `${lines.join("\n")}\n`,
    traceNumbers,
    entryHash,
    totalCreditCents: total,
    blockCount,
  };
}
