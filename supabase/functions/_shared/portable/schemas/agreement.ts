import * as z from "zod/mini";
import { SIGNATURE_MAX_LENGTH } from "../contracts/limits.ts";

/** POST /api/agreements: sign or attest one legal document in its current version. */
export const agreementSchema = z
  .object({
    documentId: z
      .string({ error: "Please choose a document" })
      .check(z.uuid("Please choose a document")),
    agreementType: z.enum(["signature", "attestation"], {
      error: "Please choose to sign or attest",
    }),
    signatureData: z.optional(
      z.string().check(z.trim(), z.maxLength(SIGNATURE_MAX_LENGTH, "Signature is too long")),
    ),
    attestationText: z.optional(
      z.string().check(z.trim(), z.maxLength(2000, "Attestation is too long")),
    ),
  })
  .check(
    z.refine((value) => value.agreementType !== "signature" || Boolean(value.signatureData), {
      message: "Please type your full name to sign",
      path: ["signatureData"],
    }),
    z.refine((value) => value.agreementType !== "attestation" || Boolean(value.attestationText), {
      message: "Please confirm the attestation",
      path: ["attestationText"],
    }),
  );

export type AgreementInput = z.input<typeof agreementSchema>;
export type AgreementPayload = z.infer<typeof agreementSchema>;
