import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { AppToaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AppToaster />
    </QueryClientProvider>
  );
}
