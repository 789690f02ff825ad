/**
 * The ACH return reason codes an admin records a return with, R01 to R33, by their NACHA
 * names. The database takes the same range (ach_returns_return_code_known, 29_ach_batches.sql).
 */
export const ACH_RETURN_CODES = {
  R01: "Insufficient funds",
  R02: "Account closed",
  R03: "No account/unable to locate account",
  R04: "Invalid account number structure",
  R05: "Unauthorized debit to consumer account using corporate SEC code",
  R06: "Returned per ODFI's request",
  R07: "Authorization revoked by customer",
  R08: "Payment stopped",
  R09: "Uncollected funds",
  R10: "Customer advises originator is not known to receiver and/or is not authorized",
  R11: "Customer advises entry not in accordance with the terms of the authorization",
  R12: "Account sold to another DFI",
  R13: "Invalid ACH routing number",
  R14: "Representative payee deceased or unable to continue in that capacity",
  R15: "Beneficiary or account holder deceased",
  R16: "Account frozen/entry returned per OFAC instruction",
  R17: "File record edit criteria/entry with invalid account number initiated under questionable circumstances",
  R18: "Improper effective entry date",
  R19: "Amount field error",
  R20: "Non-transaction account",
  R21: "Invalid company identification",
  R22: "Invalid individual ID number",
  R23: "Credit entry refused by receiver",
  R24: "Duplicate entry",
  R25: "Addenda error",
  R26: "Mandatory field error",
  R27: "Trace number error",
  R28: "Routing number check digit error",
  R29: "Corporate customer advises not authorized",
  R30: "RDFI not participant in check truncation program",
  R31: "Permissible return entry (CCD and CTX only)",
  R32: "RDFI non-settlement",
  R33: "Return of XCK entry",
} as const;

export type AchReturnCode = keyof typeof ACH_RETURN_CODES;

export const ACH_RETURN_CODE_LIST = Object.keys(ACH_RETURN_CODES) as AchReturnCode[];

/** A return as both sides read it: "R03 No account/unable to locate account". */
export function achReturnLabel(code: string): string {
  const name = (ACH_RETURN_CODES as Record<string, string>)[code];
  return name ? `${code} ${name}` : code;
}
