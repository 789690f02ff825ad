/**
 * Hands `blob` to the browser as a download named `filename`, as a link to it would: an object
 * URL on a temporary anchor, released once the browser has taken it.
 */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released a little later: revoking at once can cancel a download the browser has not begun.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
