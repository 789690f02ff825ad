import { EmailPreferencesSection } from "@/features/email/components/email-preferences-section";
import { PendingDocumentsAlert } from "@/features/legal/components/pending-documents-alert";
import { PendingDocumentsCard } from "@/features/legal/components/pending-documents-card";
import { LicencesSection } from "@/features/licences/components/licences-section";
import { ProfileSettings } from "@/features/profile/components/profile-settings";

/**
 * Profile (/profile): SPEC §2; the settings form, the summary and the documents to sign, then
 * the partner's cannabis licences and everyone's e-mail choices.
 */
export function ProfileRoute() {
  return (
    <>
      <title>Profile · Tour Partner Portal</title>
      <h1 className="mb-6 text-3xl font-bold">Profile Settings</h1>
      <PendingDocumentsAlert />
      <ProfileSettings aside={<PendingDocumentsCard />} />
      <LicencesSection />
      <EmailPreferencesSection />
    </>
  );
}
