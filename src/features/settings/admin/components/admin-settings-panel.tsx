import { QueryState } from "@/components/ui/query-state";
import { useAdminSettings } from "../api/get-admin-settings";
import { AdminSettingsForm } from "./admin-settings-form";

/** The settings page's body: loading, a failed load with a retry, then the form. */
export function AdminSettingsPanel() {
  const settings = useAdminSettings();
  return (
    <QueryState
      isPending={settings.isPending}
      error={settings.error}
      onRetry={() => void settings.refetch()}
      label="Loading settings..."
    >
      {settings.data ? <AdminSettingsForm settings={settings.data} /> : null}
    </QueryState>
  );
}
