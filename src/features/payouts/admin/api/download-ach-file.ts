import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { saveFile } from "@/utils/save-file";

/** GET /api/admin/ach/batches/:id/file: the batch's NACHA file, to upload to the bank. */
export async function downloadAchFile(batchId: string) {
  const { blob, filename } = await api.download(
    `/api/admin/ach/batches/${batchId}/file`,
    `ach-${batchId.slice(0, 8)}.txt`,
  );
  saveFile(blob, filename);
}

export function useDownloadAchFile() {
  return useMutation({ mutationFn: downloadAchFile });
}
