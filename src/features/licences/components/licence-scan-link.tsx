import type { Licence } from "@shared/contracts/licences";

/** The uploaded scan, opened in a new tab; nothing when there is none to show. */
export function LicenceScanLink({ licence }: { licence: Pick<Licence, "scanUrl"> }) {
  if (!licence.scanUrl) return null;
  return (
    <a
      href={licence.scanUrl}
      target="_blank"
      rel="noreferrer"
      className="link link-primary text-sm"
    >
      View scan
    </a>
  );
}
