import { userDisplayName } from "@/utils/user-display";

interface PartnerNameFields {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  businessName: string | null;
}

/** SPEC §2: the partner's name, else the business name, else what the e-mail gives. */
export function partnerName(partner: PartnerNameFields): string {
  if (partner.firstName?.trim() || partner.lastName?.trim()) return userDisplayName(partner);
  return partner.businessName?.trim() || userDisplayName(partner);
}
