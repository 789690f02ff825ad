import { LicencesReview } from "@/features/licences/admin/components/licences-review";

/** Licences (/admin/licences): partners' state cannabis licences to review. */
export function AdminLicencesRoute() {
  return (
    <>
      <title>Licences · Tour Partner Portal</title>
      <h1 className="mb-6 text-3xl font-bold">Licences</h1>
      <LicencesReview />
    </>
  );
}
