import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { AppToaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";
import { RefreshMapProvider } from "@/lib/refresh";

const loadRefreshes = () => import("./refreshes").then((module) => module.REFRESHES);

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <RefreshMapProvider value={loadRefreshes}>
        {children}
        <AppToaster />
      </RefreshMapProvider>
    </QueryClientProvider>
  );
}
