import { DownloadIcon } from "@/components/ui/icons";
import { notifyError } from "@/lib/toast";
import { failureMessage } from "@/utils/error-message";
import { saveFile } from "@/utils/save-file";
import { useDownloadExport } from "../api/download-export";
import { CSV_EXPORTS, type CsvExportName } from "../exports";

/**
 * Downloads one CSV export: busy with a spinner while the file comes, then saved by the
 * browser; a failure is announced (toast with role alert) and shown beside the button.
 */
export function ExportButton({
  name,
  label = `Export ${CSV_EXPORTS[name].label.toLowerCase()} (CSV)`,
  className = "btn btn-outline btn-sm",
}: {
  name: CsvExportName;
  label?: string;
  className?: string;
}) {
  const download = useDownloadExport(name);
  const errorId = `export-${name}-error`;
  const failed = download.isError;
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        className={className}
        disabled={download.isPending}
        aria-busy={download.isPending}
        aria-describedby={failed ? errorId : undefined}
        onClick={() =>
          download.mutate(undefined, {
            onSuccess: ({ blob, filename }) => saveFile(blob, filename),
            onError: (error) =>
              notifyError({
                title: "Error",
                description: failureMessage(error, "The export could not be downloaded."),
              }),
          })
        }
      >
        {download.isPending ? (
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        ) : (
          <DownloadIcon className="size-4" />
        )}
        {download.isPending ? "Preparing file..." : label}
      </button>
      {failed ? (
        <p id={errorId} className="text-sm text-error">
          Download failed. Try again.
        </p>
      ) : null}
    </div>
  );
}
