import { SIGNATURE_MAX_LENGTH } from "@shared/contracts/limits";
import { type Signer, signatureProblem } from "@shared/signature";
import * as z from "zod/mini";
import type { PendingDocument } from "../types";

/** The messages POST /api/agreements answers with (@shared/schemas/agreement). */
export const SIGN_MESSAGE = "Please type your full name to sign";
export const ATTEST_MESSAGE = "Please confirm the attestation";

export interface AgreementFormValues {
  signatureData: string;
  attested: boolean;
}

/**
 * What this document still needs: a typed name, a ticked attestation, or both. The name is the
 * signer's full name (the database checks it again); unknown while the user loads, it is left
 * to the server.
 */
export function agreementFormSchema(document: PendingDocument, signer?: Signer) {
  return z.object({
    signatureData: document.needsSignature
      ? z.string().check(
          z.trim(),
          z.minLength(1, SIGN_MESSAGE),
          z.maxLength(SIGNATURE_MAX_LENGTH, SIGN_MESSAGE),
          z.superRefine((value, context) => {
            const problem = signer && value ? signatureProblem(value, signer) : undefined;
            if (problem) context.addIssue({ code: "custom", message: problem, input: value });
          }),
        )
      : z.string(),
    attested: document.needsAttestation
      ? z.boolean().check(z.refine((value) => value, ATTEST_MESSAGE))
      : z.boolean(),
  });
}

/** The sentence the partner attests to, stored with the agreement. */
export function attestationText(document: PendingDocument) {
  return `I have read and agree to the ${document.title} (version ${document.version}).`;
}
