/**
 * A typed signature is the signer's full name, first and last as on the profile, case and
 * spaces aside (a single letter once signed a contract). The database holds the same rule
 * (private.check_agreement, TP403) with the same sentences.
 */

/** What the comparison looks at: the letters, without spaces or case. */
export function signatureKey(text: string) {
  return text.replace(/\s+/g, "").toLowerCase();
}

export interface Signer {
  firstName: string | null;
  lastName: string | null;
}

/** "Pat Grower", or null while the profile lacks the first or the last name. */
export function signerFullName({ firstName, lastName }: Signer) {
  const first = firstName?.trim() ?? "";
  const last = lastName?.trim() ?? "";
  return first && last ? `${first} ${last}` : null;
}

/** The sentence under the field, or undefined when the signature is the signer's full name. */
export function signatureProblem(signature: string, signer: Signer): string | undefined {
  const fullName = signerFullName(signer);
  if (!fullName) return "Please add your first and last name to your profile before you sign";
  if (signatureKey(signature) !== signatureKey(fullName)) {
    return `Please type your full name as on your profile: ${fullName}`;
  }
  return undefined;
}
