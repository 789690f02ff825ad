import { createHash, randomBytes } from "node:crypto";

/** What the local test provider asserts about the account that was chosen. */
export interface IdpProfile {
  provider: string;
  sub: string;
  email: string;
  name: string;
}

const CODE_LIFETIME_MS = 5 * 60 * 1000;

/**
 * The test provider's authorization codes, held in memory like any external provider's own
 * state; each is good for one callback within five minutes.
 */
export class IdpCodes {
  private readonly codes = new Map<string, { profile: IdpProfile; expiresAt: number }>();

  issue(profile: IdpProfile): string {
    const code = randomBytes(24).toString("base64url");
    const now = Date.now();
    for (const [key, entry] of this.codes) if (entry.expiresAt < now) this.codes.delete(key);
    this.codes.set(code, { profile, expiresAt: now + CODE_LIFETIME_MS });
    return code;
  }

  redeem(code: string): IdpProfile | undefined {
    const entry = this.codes.get(code);
    this.codes.delete(code);
    return entry && entry.expiresAt >= Date.now() ? entry.profile : undefined;
  }
}

/** A stable, Google-like numeric subject for an address, so the same test account keeps its id. */
export function providerSubject(provider: string, email: string): string {
  const digest = createHash("sha256").update(`${provider}:${email.toLowerCase()}`).digest("hex");
  return (BigInt(`0x${digest.slice(0, 20)}`) % 10n ** 21n).toString().padStart(21, "1");
}
