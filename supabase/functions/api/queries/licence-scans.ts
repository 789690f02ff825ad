import {
  LICENCE_MESSAGES,
  LICENCE_SCAN_LINK_SECONDS,
} from "../../_shared/portable/schemas/licence.ts";
import { removeObjects, safeStem, signedObjectUrls, uploadObject } from "./storage-objects.ts";

/**
 * The licence scans in Storage, as the caller: the RLS policies on storage.objects decide (a
 * partner writes and reads their own folder, admins read all).
 */

export const SCAN_BUCKET = "licence-scans";

const EXTENSIONS: Record<string, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
};

/** A safe object name for an uploaded scan: letters, digits, dots, dashes; its type's ending. */
export function scanFileName(name: string, type: string): string {
  return `${safeStem(name, /\.[A-Za-z0-9]{1,5}$/) || "licence"}.${EXTENSIONS[type] ?? "bin"}`;
}

export function uploadScan(accessToken: string, path: string, file: File): Promise<void> {
  return uploadObject(accessToken, SCAN_BUCKET, path, file, {
    headers: { "content-type": file.type },
    tooLarge: LICENCE_MESSAGES.scanSize,
    wrongType: LICENCE_MESSAGES.scanType,
    field: "scan",
  });
}

/** Removes scans; what is already gone is no error. */
export function removeScans(accessToken: string, paths: string[]): Promise<void> {
  return removeObjects(accessToken, SCAN_BUCKET, paths);
}

/** Short-lived links to the scans, by object name; a scan the caller may not read gets none. */
export function signedScanUrls(accessToken: string, paths: string[]): Promise<Map<string, string>> {
  return signedObjectUrls(accessToken, SCAN_BUCKET, paths, LICENCE_SCAN_LINK_SECONDS);
}
