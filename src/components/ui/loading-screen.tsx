/** Shown on every path while the session is being restored, and while a route's code loads. */
export function LoadingScreen({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 p-4">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="text-base-content">{label}</span>
    </div>
  );
}

/** The same inside a page frame, while a page's code loads below the navigation bar. */
export function PageSpinner() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16">
      <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
      <span>Loading...</span>
    </div>
  );
}
