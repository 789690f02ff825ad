/** The name fields every account has, any of which may be missing. */
export interface UserNameFields {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

const present = (value?: string | null) => (value?.trim() ? value.trim() : undefined);

/** product §2: initials of first and last name, else the e-mail's first two letters, else U. */
export function userInitials(user: UserNameFields | null | undefined): string {
  const first = present(user?.firstName);
  const last = present(user?.lastName);
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const email = present(user?.email);
  if (email) return email.slice(0, 2).toUpperCase();
  return "U";
}

/** product §2: first and last name, else first name, else the e-mail before the @, else User. */
export function userDisplayName(user: UserNameFields | null | undefined): string {
  const first = present(user?.firstName);
  const last = present(user?.lastName);
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const localPart = present(present(user?.email)?.split("@")[0]);
  return localPart ?? "User";
}

interface PartnerNameFields {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  businessName: string | null;
}

/** product §2: the partner's name, else the business name, else what the e-mail gives. */
export function partnerName(partner: PartnerNameFields): string {
  if (partner.firstName?.trim() || partner.lastName?.trim()) return userDisplayName(partner);
  return partner.businessName?.trim() || userDisplayName(partner);
}
