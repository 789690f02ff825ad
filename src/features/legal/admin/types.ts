export type {
  AdminAgreement,
  AdminLegalDocument,
  LegalDocumentType,
} from "@shared/contracts/legal";
