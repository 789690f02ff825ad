import { TeamPage } from "@/features/team/components/team-page";

/** Team (/team): the owner's members, their roles and the invites. */
export function TeamRoute() {
  return (
    <>
      <title>Team · Tour Partner Portal</title>
      <h1 className="mb-2 text-3xl font-bold">Team</h1>
      <p className="mb-6 text-base-content/75">
        Everyone who works for your business signs in with their own account and sees what their
        role needs.
      </p>
      <TeamPage />
    </>
  );
}
