import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { CSV_EXPORTS, type CsvExportName } from "../exports";

/** GET /api/admin/exports/{name}: the CSV file, fetched with the session's token. */
export function downloadExport(name: CsvExportName) {
  return api.download(CSV_EXPORTS[name].path, `${CSV_EXPORTS[name].path.split("/").at(-1)}.csv`);
}

/** Downloads one export; its state drives the button (pending, error). Changes nothing. */
export function useDownloadExport(name: CsvExportName) {
  return useMutation({ mutationFn: () => downloadExport(name) });
}
