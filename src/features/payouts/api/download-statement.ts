import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { saveFile } from "@/utils/save-file";

/** GET /api/earnings/statement?month=YYYY-MM: the month's lines as a CSV file. */
export async function downloadStatement(month: string) {
  const { blob, filename } = await api.download(
    `/api/earnings/statement?month=${month}`,
    `statement-${month}.csv`,
  );
  saveFile(blob, filename);
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatement });
}
