import type { ReactNode } from "react";
import { QueryState } from "@/components/ui/query-state";
import { useProfile } from "../api/get-profile";
import { useProfileFields } from "../api/get-profile-fields";
import { ProfileForm } from "./profile-form";
import { ProfileSummary } from "./profile-summary";

/** product §2 Profile: the settings form beside the summary and whatever `aside` adds. */
export function ProfileSettings({ aside }: { aside?: ReactNode }) {
  const profile = useProfile();
  const fields = useProfileFields();
  const retry = () => {
    if (profile.error) void profile.refetch();
    if (fields.error) void fields.refetch();
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="card min-w-0 bg-base-100 shadow-sm">
        <div className="card-body p-4 sm:p-6">
          <QueryState
            isPending={profile.isPending || fields.isPending}
            error={profile.error ?? fields.error}
            onRetry={retry}
            label="Loading your profile..."
          >
            {profile.data && fields.data ? (
              <ProfileForm profile={profile.data} fields={fields.data} />
            ) : null}
          </QueryState>
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-6">
        <QueryState
          isPending={profile.isPending}
          error={profile.error}
          label="Loading your summary..."
        >
          {profile.data ? <ProfileSummary profile={profile.data} /> : null}
        </QueryState>
        {aside}
      </div>
    </div>
  );
}
