/** The command that loads the place data into a deployment's database. */
export const PLACES_LOAD_COMMAND = "npm run places:load -- <database url>";

/**
 * The dashboard's warning while the place data is not loaded: a deployment step nothing else
 * would reveal (distances unknown, so no one is excluded by distance and auto-assign assigns
 * nobody).
 */
export function PlacesWarning() {
  return (
    <div role="alert" className="alert alert-warning flex flex-col items-start gap-1">
      <p className="font-semibold">Place data is not loaded</p>
      <p className="text-sm">
        No distance is known, so distance excludes no partner and auto-assign assigns nobody. Load
        it once on this deployment with <code className="break-all">{PLACES_LOAD_COMMAND}</code>.
      </p>
    </div>
  );
}
