/**
 * The signed link with Storage's `download` parameter, so the PDF is saved under its name
 * instead of opening in the tab (the `download` attribute does not apply across origins).
 */
export function pdfDownloadUrl(pdfUrl: string, fileName: string | null) {
  const url = new URL(pdfUrl);
  url.searchParams.set("download", fileName ?? "document.pdf");
  return url.toString();
}
