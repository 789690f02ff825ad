import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { DeferredUpdatePrompt } from "@/components/layouts/deferred-update-prompt";
import { AppToaster } from "@/components/ui/toaster";
import { getCurrentUserQueryOptions } from "@/lib/current-user";
import { OfflineCache } from "@/lib/offline/offline-cache";
import { createQueryClient } from "@/lib/query-client";
import { RefreshMapProvider } from "@/lib/refresh";

const loadRefreshes = () => import("./refreshes").then((module) => module.REFRESHES);

/**
 * A visitor (no session anywhere) is known from the start, with no request: the app a visitor
 * opens from the landing page (src/app/visitor-landing.tsx) starts signed out.
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
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineCache client={queryClient}>
        <RefreshMapProvider value={loadRefreshes}>
          {children}
          <AppToaster />
          <DeferredUpdatePrompt />
        </RefreshMapProvider>
      </OfflineCache>
    </QueryClientProvider>
  );
}
