/** Profile (/profile): SPEC §2; the form comes with the profile feature. */
export function ProfileRoute() {
  return (
    <>
      <title>Profile · Tour Partner Portal</title>
      <h1 className="text-3xl font-bold">Profile Settings</h1>
    </>
  );
}
