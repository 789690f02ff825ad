import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { AppToaster } from "@/components/ui/toaster";
import { getCurrentUserQueryOptions } from "@/lib/current-user";
import { OfflineCache } from "@/lib/offline/offline-cache";
import { createQueryClient } from "@/lib/query-client";
import { RefreshMapProvider } from "@/lib/refresh";

const loadRefreshes = () => import("./refreshes").then((module) => module.REFRESHES);

// The service worker's registration loads after the page: never part of the first paint.
const UpdatePrompt = lazy(() =>
  import("@/components/layouts/update-prompt").then((module) => ({ default: module.UpdatePrompt })),
);

/**
 * A visitor (no session anywhere) is known from the start, with no request: the prerendered
 * landing page (scripts/prerender-landing.ts) is then hydrated as the same tree.
 */
function createClientFor(visitor: boolean) {
  const client = createQueryClient();
  if (visitor) client.setQueryData(getCurrentUserQueryOptions().queryKey, null);
  return client;
}

export function AppProvider({
  children,
  visitor = false,
}: {
  children: ReactNode;
  visitor?: boolean;
}) {
  const [queryClient] = useState(() => createClientFor(visitor));
  // After the first paint only, so a prerendered page hydrates the same tree it was made from.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineCache client={queryClient}>
        <RefreshMapProvider value={loadRefreshes}>
          {children}
          <AppToaster />
          {mounted ? (
            <Suspense fallback={null}>
              <UpdatePrompt />
            </Suspense>
          ) : null}
        </RefreshMapProvider>
      </OfflineCache>
    </QueryClientProvider>
  );
}
