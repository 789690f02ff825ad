import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { AppToaster } from "@/components/ui/toaster";
import { OfflineCache } from "@/lib/offline/offline-cache";
import { createQueryClient } from "@/lib/query-client";
import { RefreshMapProvider } from "@/lib/refresh";

const loadRefreshes = () => import("./refreshes").then((module) => module.REFRESHES);

// The service worker's registration loads after the page: never part of the first paint.
const UpdatePrompt = lazy(() =>
  import("@/components/layouts/update-prompt").then((module) => ({ default: module.UpdatePrompt })),
);

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <OfflineCache client={queryClient}>
        <RefreshMapProvider value={loadRefreshes}>
          {children}
          <AppToaster />
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        </RefreshMapProvider>
      </OfflineCache>
    </QueryClientProvider>
  );
}
