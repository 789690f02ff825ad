import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/admin/payouts/export?month=: every line (of the month) as a CSV file. */
export function exportPayouts(month: string) {
  const query = month ? `?month=${month}` : "";
  return api.download(
    `/api/admin/payouts/export${query}`,
    `payouts${month ? `-${month}` : ""}.csv`,
  );
}

export function useExportPayouts() {
  return useMutation({ mutationFn: exportPayouts });
}
