import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { saveFile } from "@/utils/save-file";

/** GET /api/admin/tax-forms/export?year=: the year's 1099-NEC CSV (the TINs in clear, audited). */
export async function exportTaxForms(year: number) {
  const { blob, filename } = await api.download(
    `/api/admin/tax-forms/export?year=${year}`,
    `1099-nec-${year}.csv`,
  );
  saveFile(blob, filename);
}

export function useExportTaxForms() {
  return useMutation({ mutationFn: exportTaxForms });
}
