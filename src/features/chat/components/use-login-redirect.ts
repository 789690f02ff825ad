import { useCallback, useEffect, useRef } from "react";
import { LOGIN_REDIRECT_DELAY_MS } from "@/config/timers";
import { signInPath } from "@/lib/return-path";
import { notifyError } from "@/lib/toast";

/**
 * product §8: a send refused with 401 toasts Unauthorized, then goes to the sign-in page after
 * 500 ms, which returns here.
 */
export function useLoginRedirect() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    notifyError({ title: "Unauthorized", description: "You are logged out. Logging in again..." });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => window.location.assign(signInPath()), LOGIN_REDIRECT_DELAY_MS);
  }, []);
}
