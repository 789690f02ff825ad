import { ProfileFieldsEditor } from "@/features/profile/admin/components/profile-fields-editor";

/** Profile Fields Editor (/admin/profile-fields): product §2. */
export function AdminProfileFieldsRoute() {
  return (
    <>
      <title>Profile Fields · Tour Partner Portal</title>
      <ProfileFieldsEditor />
    </>
  );
}
