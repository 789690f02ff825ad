import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "@/config/paths";
import { ADMIN_REDIRECT_DELAY_MS } from "@/config/timers";
import { notifyError } from "@/lib/toast";

const ACCESS_DENIED = "You need admin privileges to access this page.";

/** product §2: admin pages for anyone but an admin: a toast, then / after 1500 ms. */
export function AccessDenied() {
  const navigate = useNavigate();
  useEffect(() => {
    notifyError({ id: "access-denied", title: "Access Denied", description: ACCESS_DENIED });
    const redirect = setTimeout(
      () => navigate(paths.home.path, { replace: true }),
      ADMIN_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(redirect);
  }, [navigate]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-2 p-4 text-center">
      <h1 className="text-2xl font-bold">Access Denied</h1>
      <p className="text-base-content/80">{ACCESS_DENIED} Taking you back...</p>
    </main>
  );
}
