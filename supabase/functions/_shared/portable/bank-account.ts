/**
 * A bank account number as the portal takes it and shows it. The number itself is written
 * once, into Vault (28_bank_accounts.sql); everything else sees its last four digits.
 */

/** The account number's digits when it is 4 to 17 of them (spaces and dashes aside), else null. */
export function accountDigits(account: string): string | null {
  const digits = account.replace(/[\s-]/g, "");
  return /^\d{4,17}$/.test(digits) ? digits : null;
}

/** How an account number is shown everywhere: ••••6789. */
export function maskedAccount(last4: string): string {
  return `••••${last4}`;
}
