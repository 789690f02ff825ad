import { SignOutEverywhereSection } from "@/features/auth/components/sign-out-everywhere-section";
import { EmailPreferencesSection } from "@/features/email/components/email-preferences-section";
import { PendingDocumentsAlert } from "@/features/legal/components/pending-documents-alert";
import { PendingDocumentsCard } from "@/features/legal/components/pending-documents-card";
import { LicencesSection } from "@/features/licences/components/licences-section";
import { ProfileSettings } from "@/features/profile/components/profile-settings";
import { MembershipCard } from "@/features/team/components/membership-card";
import { WhatsAppSection } from "@/features/whatsapp";
import { useCurrentUser } from "@/lib/current-user";
import { userDisplayName } from "@/utils/user-display";

/**
 * Profile (/profile): product §2; the documents to sign and the partner's cannabis licences first
 * (what a new partner's next steps lead to), then the settings form, the summary and everyone's
 * e-mail choices, the WhatsApp number, and signing out of every device.
 */
export function ProfileRoute() {
  const user = useCurrentUser().data;
  // A member's profile is their own account; the business's is its owner's (contracts/team.ts).
  const membership = user?.team && user.team.role !== "owner" ? user.team : null;
  if (user && membership) {
    return (
      <>
        <title>Profile · Tour Partner Portal</title>
        <h1 className="mb-6 text-3xl font-bold">Profile Settings</h1>
        <MembershipCard membership={membership} name={userDisplayName(user)} email={user.email} />
        <EmailPreferencesSection />
        <WhatsAppSection />
        <SignOutEverywhereSection />
      </>
    );
  }
  return (
    <>
      <title>Profile · Tour Partner Portal</title>
      <h1 className="mb-6 text-3xl font-bold">Profile Settings</h1>
      <PendingDocumentsAlert />
      <LicencesSection />
      <ProfileSettings aside={<PendingDocumentsCard />} />
      <EmailPreferencesSection />
      <WhatsAppSection />
      <SignOutEverywhereSection />
    </>
  );
}
