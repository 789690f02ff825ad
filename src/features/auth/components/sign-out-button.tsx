import { notifyError } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useSignOut } from "../api/sign-out";

export function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const signOut = useSignOut();
  const handleClick = async () => {
    const done = await signOut.mutateAsync().then(
      () => true,
      (error: unknown) => {
        notifyError({
          title: "Sign Out Failed",
          description: errorMessage(error, "Please try again."),
        });
        return false;
      },
    );
    if (done) onSignedOut();
  };
  return (
    <button
      type="button"
      className="btn btn-outline btn-sm"
      onClick={handleClick}
      disabled={signOut.isPending}
    >
      Sign Out
    </button>
  );
}
