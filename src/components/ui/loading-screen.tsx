/** Shown on every path while the session is being restored, and while a route's code loads. */
export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 p-4">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="text-base-content">Loading...</span>
    </div>
  );
}
