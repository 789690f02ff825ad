import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** GET /api/earnings/statement?month=YYYY-MM: the month's lines as a CSV file. */
export function downloadStatement(month: string) {
  return api.download(`/api/earnings/statement?month=${month}`, `statement-${month}.csv`);
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatement });
}
