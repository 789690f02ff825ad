import { AchSettingsCard } from "@/features/payouts/admin/components/ach-settings-card";
import { AdminSettingsPanel } from "@/features/settings/admin/components/admin-settings-panel";

/**
 * Settings (/admin/settings): the mail sender, the portal's address, schedules and retention,
 * and the ACH originator the NACHA files name.
 */
export function AdminSettingsRoute() {
  return (
    <>
      <title>Settings · Tour Partner Portal</title>
      <h1 className="mb-6 text-3xl font-bold">Settings</h1>
      <AdminSettingsPanel />
      <AchSettingsCard />
    </>
  );
}
