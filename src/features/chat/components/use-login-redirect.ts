import { useCallback, useEffect, useRef } from "react";
import { paths } from "@/config/paths";
import { LOGIN_REDIRECT_DELAY_MS } from "@/config/timers";
import { notifyError } from "@/lib/toast";

/** SPEC §8: a send refused with 401 toasts Unauthorized, then goes to /api/login after 500 ms. */
export function useLoginRedirect() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    notifyError({ title: "Unauthorized", description: "You are logged out. Logging in again..." });
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => window.location.assign(paths.login.path),
      LOGIN_REDIRECT_DELAY_MS,
    );
  }, []);
}
