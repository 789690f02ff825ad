import { IsRestoringProvider, onlineManager, type QueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { getCurrentUserQueryOptions } from "@/lib/current-user";
import {
  isKept,
  OFFLINE_CACHE_VERSION,
  OFFLINE_MAX_AGE_MS,
  shouldPersist,
} from "./persisted-queries";
import { storedSessionUserId } from "./stored-session";
// Tells the query client whether the page opened offline, before any query runs.
import "./use-online";

const currentUserKey = getCurrentUserQueryOptions().queryKey;

/** The signed-in user's id as the cache knows it; before it knows, the stored session's. */
function useSignedInUserId(client: QueryClient) {
  const initial = useRef(storedSessionUserId());
  return useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => {
      const state = client.getQueryState<{ id: string } | null>(currentUserKey);
      if (state?.status === "success") return state.data?.id ?? null;
      return initial.current;
    },
  );
}

/**
 * Keeps the signed-in user's schedule on the device (IndexedDB, one copy per user, at most a
 * week old) so it reads offline: opened before the first request, saved as it changes. The
 * storage code loads only when someone is signed in. When the user signs out (or the session
 * ends), every copy is removed.
 */
export function OfflineCache({ client, children }: { client: QueryClient; children: ReactNode }) {
  const userId = useSignedInUserId(client);
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  const hadUser = useRef(false);

  useEffect(() => {
    if (!userId) {
      if (hadUser.current)
        void import("./offline-store").then((store) => store.clearOfflineCopies());
      return;
    }
    hadUser.current = true;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void (async () => {
      const [{ persistQueryClientRestore, persistQueryClientSubscribe }, { userPersister }] =
        await Promise.all([
          import("@tanstack/react-query-persist-client"),
          import("./offline-store"),
        ]);
      const persister = userPersister(userId);
      const options = {
        queryClient: client,
        persister,
        maxAge: OFFLINE_MAX_AGE_MS,
        buster: OFFLINE_CACHE_VERSION,
        dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
      };
      await persistQueryClientRestore(options).catch(() => undefined);
      if (cancelled) return persister.close();
      const unsubscribe = persistQueryClientSubscribe(options);
      stop = () => {
        unsubscribe();
        persister.close();
      };
      setRestoredFor(userId);
      // What was opened from the device is refreshed as soon as there is a connection.
      if (onlineManager.isOnline()) {
        void client.invalidateQueries({ predicate: (query) => isKept(query.queryKey) });
      }
    })();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [client, userId]);

  // Nothing is fetched until the user's copy is open, so it is not overwritten by a request.
  const restoring = userId !== null && restoredFor !== userId;
  return <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>;
}
