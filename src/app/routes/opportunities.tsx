import { OpportunitiesBrowser } from "@/features/opportunities/components/opportunities-browser";

/** Opportunities (/opportunities): product §2's searchable list and the Submit Your Bid dialog. */
export function OpportunitiesRoute() {
  return (
    <>
      <title>Opportunities · Tour Partner Portal</title>
      <div className="space-y-6">
        <div>
          <h1 className="text-3xl font-bold">Opportunities</h1>
          <p className="mt-1 text-base-content/70">
            Open tours looking for partners. Bid on the ones that fit your business.
          </p>
        </div>
        <OpportunitiesBrowser />
      </div>
    </>
  );
}
