import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { REFRESHES } from "@/app/refreshes";
import { createQueryClient } from "@/lib/query-client";
import { RefreshMapProvider } from "@/lib/refresh";

const loadRefreshes = async () => REFRESHES;

/** The app's providers (a query client, the refresh map) around a test's tree. */
export function TestProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <RefreshMapProvider value={loadRefreshes}>{children}</RefreshMapProvider>
    </QueryClientProvider>
  );
}

export function renderWithProviders(ui: ReactElement, client = createQueryClient()) {
  return render(<TestProviders client={client}>{ui}</TestProviders>);
}
