import { paths } from "@/config/paths";

/** The account could not be loaded (the API is down or answered with an error). */
export function SessionError({ retry }: { retry: () => void }) {
  return (
    <main
      role="alert"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold">We could not load your account</h1>
      <p className="text-base-content/80">Check your connection and try again.</p>
      <div className="flex gap-3">
        <button type="button" className="btn btn-primary" onClick={retry}>
          Try again
        </button>
        <a href={paths.logout.path} className="btn btn-outline">
          Sign Out
        </a>
      </div>
    </main>
  );
}
