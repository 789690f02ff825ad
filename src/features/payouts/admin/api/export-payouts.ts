import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { saveFile } from "@/utils/save-file";

/** GET /api/admin/payouts/export?month=: every line (of the month) as a CSV file. */
export async function exportPayouts(month: string) {
  const query = month ? `?month=${month}` : "";
  const { blob, filename } = await api.download(
    `/api/admin/payouts/export${query}`,
    `payouts${month ? `-${month}` : ""}.csv`,
  );
  saveFile(blob, filename);
}

export function useExportPayouts() {
  return useMutation({ mutationFn: exportPayouts });
}
