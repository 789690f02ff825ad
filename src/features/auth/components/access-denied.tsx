import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "@/config/paths";
import { ADMIN_REDIRECT_DELAY_MS } from "@/config/timers";
import { notifyError } from "@/lib/toast";

const ACCESS_DENIED = "You need admin privileges to access this page.";

/**
 * product §2: admin pages for anyone but an admin: a toast, then / after 1500 ms. A team member
 * on a page of another role's is told the same way, in their own words.
 */
export function AccessDenied({ message = ACCESS_DENIED }: { message?: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    notifyError({ id: "access-denied", title: "Access Denied", description: message });
    const redirect = setTimeout(
      () => navigate(paths.home.path, { replace: true }),
      ADMIN_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(redirect);
  }, [navigate, message]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-2 p-4 text-center">
      <h1 className="text-2xl font-bold">Access Denied</h1>
      <p className="text-base-content/80">{message} Taking you back...</p>
    </main>
  );
}
